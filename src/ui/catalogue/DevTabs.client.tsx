'use client'
import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import { breakpointOf } from '@/domain/breakpoints'
import { useScreenSize } from '../state/screen-size'

type Props = { label: string; tabs: { id: string; label: string; panel: ReactNode }[]; breakpointLabel: string }

/** The developer test block's tabs (arrow keys move between tabs) and the live breakpoint and window size. */
export function DevTabs({ label, tabs, breakpointLabel }: Props) {
  const screen = useScreenSize()
  const bp = `${breakpointOf(screen.width)} (${screen.width} × ${screen.height})`
  return (
    <>
      <p className="dev-test__breakpoint" role="status" data-measured={screen.real}>
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
