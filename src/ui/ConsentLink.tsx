'use client'
import { useEffect, useState } from 'react'

type ConsentWindow = Window & { __consentToolReady?: boolean; openConsentManager?: () => void }

/** Shown only once the consent tool says it is ready (event `consent-tool-ready`). */
export function ConsentLink({ label }: { label: string }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const w = window as ConsentWindow
    if (w.__consentToolReady) setReady(true)
    const on = () => setReady(true)
    window.addEventListener('consent-tool-ready', on)
    return () => window.removeEventListener('consent-tool-ready', on)
  }, [])
  if (!ready) return null
  return (
    <li>
      <button
        type="button"
        className="link footer__consent"
        onClick={() => (window as ConsentWindow).openConsentManager?.()}
      >
        {label}
      </button>
    </li>
  )
}
