'use client'
import { useEffect } from 'react'

export type PanelGap = { label: string; kind: string; locale: 'fr' | 'en'; target: string }

/** One try at bringing a field into view and focusing it, opening the collapsed rows and blocks around it. */
function revealOnce(target: string): boolean {
  const el =
    document.getElementById(target) ??
    document.querySelector<HTMLElement>(`.${target}`) ??
    document.querySelector<HTMLElement>(`[id^="${target}"]`)
  if (!el) return false
  let node: HTMLElement | null = el
  while ((node = node.parentElement?.closest<HTMLElement>('.collapsible--collapsed') ?? null))
    node.querySelector<HTMLButtonElement>(':scope > .collapsible__toggle-wrap button, .collapsible__toggle')?.click()
  const input = el.matches('input, textarea, [contenteditable]')
    ? el
    : el.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]')
  if (input && document.activeElement === input) return true
  // Still inside a collapsing block, or not rendered yet: not focusable this time round.
  if (!input || input.getClientRects().length === 0) return false
  el.scrollIntoView({ block: 'center' })
  input.focus({ preventScroll: true })
  return document.activeElement === input
}

/**
 * Jumps to a field, trying again until it has held the focus over two checks (for 5 s at most): after a reload in
 * the other language the form's fields and the opened blocks render a little later, later still on a slow phone,
 * and the form's own first render can take the focus back, so one try at a fixed delay missed now and then.
 */
function reveal(target: string) {
  const until = Date.now() + 5000
  const step = (held: number) => {
    const ok = revealOnce(target)
    if (Date.now() < until && (!ok || held < 2)) setTimeout(() => step(ok ? held + 1 : 0), ok ? 250 : 100)
  }
  step(0)
}

const currentLocale = () => new URLSearchParams(window.location.search).get('locale') ?? 'fr'

/** The panel's list; a gap in the other language reloads the document in that language, then jumps. */
export function ParityPanelView({ title, none, gaps }: { title: string; none: string; gaps: PanelGap[] }) {
  useEffect(() => {
    const hash = window.location.hash.slice(1)
    if (hash.startsWith('field-')) reveal(hash)
  }, [])
  return (
    <section
      aria-labelledby="parity-title"
      style={{ margin: '0 0 24px', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
    >
      <h2 id="parity-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
        {title}
      </h2>
      {gaps.length === 0 ? (
        <p style={{ margin: 0 }}>{none}</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {gaps.map((g) => (
            <li key={`${g.locale}-${g.target}`}>
              <a
                href={`?locale=${g.locale}#${g.target}`}
                onClick={(e) => {
                  if (currentLocale() !== g.locale) return
                  e.preventDefault()
                  history.replaceState(null, '', `#${g.target}`)
                  reveal(g.target)
                }}
              >
                {g.label}
              </a>{' '}
              — {g.kind}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
