'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { allows, makeChoice } from '@/domain/consent'
import { needsConsent, type SiteTag } from '@/domain/site-tags'
import { CONSENT_CHANGE, CONSENT_NEEDED, readConsent, saveConsent, type ConsentWindow } from './store'
import type { ConsentStrings } from './strings'

const Preferences = dynamic(() => import('./Preferences.client').then((m) => m.Preferences))

type Props = { strings: ConsentStrings; tags?: SiteTag[]; site?: string }

/**
 * The site's own tags start (their code is fetched) only once one of them is allowed: before consent, a
 * page with tags loads no more JavaScript than one without (issue 28).
 */
function useSiteTags(tags: SiteTag[], site: string) {
  useEffect(() => {
    if (tags.length === 0) return
    const start = () => void import('./site-tags-runner').then((m) => m.startSiteTags(tags, site))
    const choice = readConsent()
    if (tags.some((t) => allows(choice, t.category))) return start()
    const onChange = () => {
      const next = readConsent()
      if (tags.some((t) => allows(next, t.category))) {
        window.removeEventListener(CONSENT_CHANGE, onChange)
        start()
      }
    }
    window.addEventListener(CONSENT_CHANGE, onChange)
    return () => window.removeEventListener(CONSENT_CHANGE, onChange)
  }, [tags, site])
}

/**
 * The consent tool (Quebec Law 25): a banner asking once for a decision (accept all, reject all,
 * customize) when the page holds a script that needs consent or the site has a tag that does, and again
 * when the version of the choices changed; and the preferences dialog, reachable at any time from the
 * footer's link (window.openConsentManager) to change or withdraw a choice. It announces itself with `consent-tool-ready` so that the footer link shows.
 */
export function ConsentTool({ strings, tags = [], site = '' }: Props) {
  const needed = needsConsent(tags)
  useSiteTags(tags, site)
  const [banner, setBanner] = useState(false)
  const [prefs, setPrefs] = useState(false)
  useEffect(() => {
    const w = window as ConsentWindow
    const ask = () => {
      if (!readConsent()) setBanner(true)
    }
    // A site tag waiting for consent asks on the first visit (and after the version of the choices changed).
    if (w.__consentNeeded || needed) ask()
    window.addEventListener(CONSENT_NEEDED, ask)
    w.openConsentManager = () => setPrefs(true)
    w.__consentToolReady = true
    window.dispatchEvent(new Event('consent-tool-ready'))
    return () => {
      window.removeEventListener(CONSENT_NEEDED, ask)
      w.openConsentManager = undefined
      w.__consentToolReady = false
    }
  }, [needed])
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
