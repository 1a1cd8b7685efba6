'use client'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { allows, withdrawn, type ConsentCategory, type ConsentChoice } from '@/domain/consent'
import { askForDecision, CONSENT_CHANGE, openConsentManager, readConsent } from '../consent/store'
import { runEmbed } from './run-embed'

type Props = {
  content: string
  category: ConsentCategory
  style?: CSSProperties
  blocked: string
  manage: string
  scriptsOnly?: boolean
}

/**
 * Runs a custom script block in the browser only (never while server rendering), and only once the
 * visitor consented to its category; until then a notice offers the preferences. Withdrawing the
 * consent reloads the page so that the script no longer runs.
 */
export function ScriptEmbed({ content, category, style, blocked, manage, scriptsOnly }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [allowed, setAllowed] = useState<boolean | null>(null)
  useEffect(() => {
    let current = readConsent()
    setAllowed(allows(current, category))
    if (!allows(current, category)) askForDecision()
    const onChange = (e: Event) => {
      const next = (e as CustomEvent<ConsentChoice>).detail
      if (withdrawn(current, next).includes(category as never)) window.location.reload()
      current = next
      setAllowed(allows(next, category))
    }
    window.addEventListener(CONSENT_CHANGE, onChange)
    return () => window.removeEventListener(CONSENT_CHANGE, onChange)
  }, [category])
  useEffect(() => {
    if (!allowed || !box.current || !content.trim()) return
    const embedded = runEmbed(content, box.current, { scriptsOnly })
    return () => embedded.remove()
  }, [allowed, content, scriptsOnly])
  return (
    <div
      className="script-embed"
      style={style}
      data-consent={category}
      data-state={allowed === null ? 'pending' : allowed ? 'running' : 'blocked'}
    >
      {allowed === false ? (
        <div className="script-embed__blocked">
          <p>{blocked}</p>
          <button type="button" className="btn btn--outline" onClick={openConsentManager}>
            {manage}
          </button>
        </div>
      ) : null}
      <div ref={box} className="script-embed__content" />
    </div>
  )
}
