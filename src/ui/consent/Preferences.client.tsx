'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { makeChoice, OPTIONAL_CATEGORIES, type ConsentChoice, type OptionalCategory } from '@/domain/consent'
import { saveConsent } from './store'
import type { ConsentStrings } from './strings'

type Props = { strings: ConsentStrings; initial: ConsentChoice | null; onClose: (saved: boolean) => void }

/** The preferences dialog: strictly necessary always on, every other category off unless the visitor turns it on. */
export function Preferences({ strings, initial, onClose }: Props) {
  const [on, setOn] = useState<Record<OptionalCategory, boolean>>({
    functional: initial?.functional ?? false,
    analytics: initial?.analytics ?? false,
    marketing: initial?.marketing ?? false,
  })
  const save = (choice: Partial<Record<OptionalCategory, boolean>>) => {
    saveConsent(makeChoice(choice))
    onClose(true)
  }
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal scheme-normal consent-prefs" aria-describedby="consent-prefs-intro">
          <div className="modal__head">
            <Dialog.Title className="modal__title">{strings.preferencesTitle}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={strings.close}>
              <Glyph node={closeNode} size={24} />
            </Dialog.Close>
          </div>
          <div className="modal__body">
            <p id="consent-prefs-intro">{strings.preferencesIntro}</p>
            <ul className="consent-prefs__list">
              <li>
                <label className="consent-prefs__row">
                  <input type="checkbox" checked disabled /> <strong>{strings.necessary.name}</strong>{' '}
                  <span className="consent-prefs__always">({strings.alwaysOn})</span>
                </label>
                <p>{strings.necessary.description}</p>
              </li>
              {OPTIONAL_CATEGORIES.map((c) => (
                <li key={c}>
                  <label className="consent-prefs__row">
                    <input type="checkbox" checked={on[c]} onChange={(e) => setOn({ ...on, [c]: e.target.checked })} />{' '}
                    <strong>{strings.categories[c].name}</strong>
                  </label>
                  <p>{strings.categories[c].description}</p>
                </li>
              ))}
            </ul>
            <div className="cta-list">
              <button type="button" className="btn btn--solid" onClick={() => save(on)}>
                {strings.save}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => save({})}>
                {strings.rejectAll}
              </button>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => save({ functional: true, analytics: true, marketing: true })}
              >
                {strings.acceptAll}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
