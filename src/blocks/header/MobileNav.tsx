'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/nodes/chevron-down'
import { closeNode } from '@/ui/icons/nodes/close'
import { Accordion, Dialog } from 'radix-ui'
import type { ReactNode, RefObject } from 'react'
import { SmartLink } from '@/ui/SmartLink'
import type { HeaderLabels as Labels } from './HeaderShell.client'
import type { NavItem } from './nav-model'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: NavItem[]
  cta: ReactNode
  ctaSms: ReactNode
  switcher: ReactNode
  labels: Labels
  scheme: string
  /** The burger button: it gets the focus back when the menu closes (it is not a Radix trigger). */
  returnFocus: RefObject<HTMLButtonElement | null>
}

/** The phone menu: a right-side dialog with an accordion per item that has children. */
export default function MobileNav({
  open,
  onOpenChange,
  items,
  cta,
  ctaSms,
  switcher,
  labels,
  scheme,
  returnFocus,
}: Props) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-nav__overlay" />
        <Dialog.Content
          className={`mobile-nav scheme-${scheme}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className="mobile-nav__top">
            <Dialog.Title className="visually-hidden">{labels.mainNav}</Dialog.Title>
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- closes the menu when the link inside is followed (Enter on a link clicks too) */}
            <span onClick={close}>{switcher}</span>
            <Dialog.Close className="mobile-nav__close" aria-label={labels.closeMenu}>
              <Glyph node={closeNode} size={26} />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.mainNav}>
            <Accordion.Root type="single" collapsible className="mobile-nav__list">
              {items.map((item) =>
                item.children.length ? (
                  <Accordion.Item key={item.id} value={item.id} className="mobile-nav__item">
                    <Accordion.Header asChild>
                      <div>
                        <Accordion.Trigger className="mobile-nav__link mobile-nav__trigger">
                          {item.label} <Glyph node={chevronDownNode} size={18} className="nav-chevron" />
                        </Accordion.Trigger>
                      </div>
                    </Accordion.Header>
                    <Accordion.Content className="mobile-nav__sub">
                      {item.children.map((c) => (
                        <SmartLink
                          key={c.id}
                          link={c.link}
                          className="mobile-nav__sublink"
                          onNavigate={close}
                          newTabLabel={labels.newTab}
                        >
                          {c.label}
                        </SmartLink>
                      ))}
                    </Accordion.Content>
                  </Accordion.Item>
                ) : (
                  <div key={item.id} className="mobile-nav__item">
                    <SmartLink
                      link={item.link}
                      className="mobile-nav__link"
                      onNavigate={close}
                      newTabLabel={labels.newTab}
                    >
                      {item.label}
                    </SmartLink>
                  </div>
                ),
              )}
            </Accordion.Root>
          </nav>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- closes the menu when a link inside is followed (Enter on a link clicks too) */}
          <div className="mobile-nav__cta" onClick={close}>
            {cta}
            {ctaSms}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
