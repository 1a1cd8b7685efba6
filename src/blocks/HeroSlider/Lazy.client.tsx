'use client'
import dynamic from 'next/dynamic'

/** The slider's code loads only on pages that show one (server-rendered all the same). */
export const HeroSliderLazy = dynamic(() => import('./Slider.client'))
