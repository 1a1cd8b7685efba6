'use client'
import { Tooltip } from 'radix-ui'
import { useState } from 'react'

type Props = { count: string; label: string; programs: string[] }

/**
 * The programs count of a member with a tooltip listing them: opens on hover, on focus and on a
 * tap or click (a touch screen has no hover); Escape closes it. The list is also the button's
 * description, so a screen reader hears it without opening anything.
 */
export function ProgramsCount({ count, label, programs }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="programs-count"
            onClick={() => setOpen((o) => !o)}
            aria-label={`${count} — ${label}`}
          >
            {count}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="programs-tooltip" side="top" sideOffset={6} collisionPadding={12}>
            <ul>
              {programs.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
            <Tooltip.Arrow className="programs-tooltip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
