'use client'
import dynamic from 'next/dynamic'

/** The consent tool (banner, preferences) and the script runner, split out of the shared bundle. */
export const ConsentToolLazy = dynamic(() => import('./ConsentTool.client').then((m) => m.ConsentTool))
export const ScriptEmbedLazy = dynamic(() => import('../scripts/ScriptEmbed.client').then((m) => m.ScriptEmbed), {
  ssr: false,
})
