'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { makeChoice } from '@/domain/consent'
import { CONSENT_NEEDED, readConsent, saveConsent, type ConsentWindow } from './store'
import type { ConsentStrings } from './strings'

const Preferences = dynamic(() => import('./Preferences.client').then((m) => m.Preferences))

/**
 * The consent tool (Quebec Law 25): a banner asking once for a decision when the page holds a script
 * that needs consent (accept all, reject all, customize), and the preferences dialog, reachable at any
 * time from the footer's link (window.openConsentManager) to change or withdraw a choice. It
 * announces itself with `consent-tool-ready` so that the footer link shows.
 */
export function ConsentTool({ strings }: { strings: ConsentStrings }) {
  const [banner, setBanner] = useState(false)
  const [prefs, setPrefs] = useState(false)
  useEffect(() => {
    const w = window as ConsentWindow
    const ask = () => {
      if (!readConsent()) setBanner(true)
    }
    if (w.__consentNeeded) ask()
    window.addEventListener(CONSENT_NEEDED, ask)
    w.openConsentManager = () => setPrefs(true)
    w.__consentToolReady = true
    window.dispatchEvent(new Event('consent-tool-ready'))
    return () => {
      window.removeEventListener(CONSENT_NEEDED, ask)
      w.openConsentManager = undefined
      w.__consentToolReady = false
    }
  }, [])
  const decide = (all: boolean) => {
    saveConsent(makeChoice({ functional: all, analytics: all, marketing: all }))
    setBanner(false)
  }
  return (
    <>
      {banner && !prefs ? (
        <section className="consent-banner scheme-normal" aria-labelledby="consent-banner-title">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {strings.title}
          </h2>
          <p>{strings.intro}</p>
          <div className="cta-list">
            <button type="button" className="btn btn--solid" onClick={() => decide(true)}>
              {strings.acceptAll}
            </button>
            <button type="button" className="btn btn--solid" onClick={() => decide(false)}>
              {strings.rejectAll}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setPrefs(true)}>
              {strings.customize}
            </button>
          </div>
        </section>
      ) : null}
      {prefs ? (
        <Preferences
          strings={strings}
          initial={readConsent()}
          onClose={(saved) => {
            setPrefs(false)
            if (saved) setBanner(false)
          }}
        />
      ) : null}
    </>
  )
}
