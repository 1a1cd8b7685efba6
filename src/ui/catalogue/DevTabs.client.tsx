'use client'
import { Tabs } from 'radix-ui'
import { useEffect, useState, type ReactNode } from 'react'
import { breakpointOf } from '@/domain/breakpoints'

type Props = { label: string; tabs: { id: string; label: string; panel: ReactNode }[]; breakpointLabel: string }

/** The developer test block's tabs (arrow keys move between tabs) and the live breakpoint display. */
export function DevTabs({ label, tabs, breakpointLabel }: Props) {
  const [bp, setBp] = useState<string>('xs')
  useEffect(() => {
    const update = () => setBp(breakpointOf(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return (
    <>
      <p className="dev-test__breakpoint" role="status">
        {breakpointLabel.replace('{name}', bp)}
      </p>
      <Tabs.Root defaultValue={tabs[0]?.id} className="dev-test__tabs">
        <Tabs.List aria-label={label} className="dev-test__tablist">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="dev-test__tab">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="dev-test__panel">
            {t.panel}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  )
}
