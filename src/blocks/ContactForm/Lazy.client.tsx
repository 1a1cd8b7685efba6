'use client'
import dynamic from 'next/dynamic'

/** The form's code (react-hook-form, zod, captcha, mask) is split out: only pages that show the block load it (still server-rendered). */
export const ContactFormIslandLazy = dynamic(() => import('./Component.client').then((m) => m.ContactFormIsland))
