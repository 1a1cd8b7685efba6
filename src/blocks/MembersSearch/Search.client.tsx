'use client'
import dynamic from 'next/dynamic'
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { MEMBERS_SEARCH_AUTOPLAY_MS, matchMembers, moveActive } from '@/domain/people-more'
import { Carousel, type CarouselLabels } from '@/ui/catalogue/Carousel.client'
import { placeBelowOrAbove } from '@/ui/search/dropdown-place'

/** The member modal's code (Radix dialog, ~14 kB gzipped) loads on the search's first focus or pointer, not with the page. */
const loadModal = () => import('./MemberModal.client')
const MemberModal = dynamic(loadModal, { ssr: false })

export type SearchMember = { name: string; card: ReactNode; details: ReactNode }
export type SearchLabels = {
  search: string
  placeholder: string
  noMatch: string
  matches: string[]
  close: string
  details: string
  detailsOf: string[]
  carousel: string
  carouselControls: CarouselLabels
}

type Props = { members: SearchMember[]; carouselCount: number; labels: SearchLabels }

/**
 * Hero members search (spec 2 §4): a combobox (ARIA 1.2 pattern: the input owns a listbox, arrows
 * move the active option, Enter picks, Escape closes) filtering the members by name; picking one
 * opens the member modal; closing the modal clears the selection; picking the member already
 * selected does nothing. The optional carousel (autoplay 6000 ms, pausable, none under reduced
 * motion) opens the same modal. The listbox is shown in the top layer (decision 0014).
 */
export function MembersSearch({ members, carouselCount, labels }: Props) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [selected, setSelected] = useState<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLUListElement>(null)
  // Where focus goes back when the modal closes: the input, or the carousel button that opened it.
  const returnTo = useRef<HTMLElement | null>(null)
  const names = useMemo(() => members.map((m) => m.name), [members])
  const matches = useMemo(() => matchMembers(query, names), [query, names])

  useLayoutEffect(() => {
    const el = panel.current
    if (!open || !el || !input.current) return
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover()
    const place = () => {
      if (!input.current) return
      const box = input.current.getBoundingClientRect()
      el.style.width = `${Math.round(box.width)}px`
      const p = placeBelowOrAbove(box, el.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      })
      Object.assign(el.style, { top: `${p.top}px`, left: `${p.left}px`, maxHeight: `${Math.min(p.room, 320)}px` })
    }
    place()
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [open, matches.length])

  const pick = (index: number) => {
    setOpen(false)
    setActive(-1)
    if (index === selected) return
    returnTo.current = input.current
    setQuery(members[index]?.name ?? '')
    setSelected(index)
  }
  const closeModal = () => {
    setSelected(null)
    setQuery('')
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || ((e.key === 'Home' || e.key === 'End') && open)) {
      e.preventDefault()
      setOpen(true)
      setActive((a) => moveActive(a, matches.length, e.key as 'ArrowDown'))
    } else if (e.key === 'Enter' && open && active >= 0 && matches[active] !== undefined) {
      e.preventDefault()
      pick(matches[active])
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else setQuery('')
    }
  }
  const warm = () => void loadModal()
  const option = (i: number) => `${id}-o${i}`
  const shown = members[selected ?? -1]
  const status =
    query && !matches.length ? labels.noMatch.replace('{query}', query) : (labels.matches[matches.length] ?? '')

  return (
    <div className="members-search__body" onPointerOver={warm} onFocus={warm}>
      <div className="members-search__field">
        <label htmlFor={`${id}-input`} className="members-search__label">
          {labels.search}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={labels.placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? option(active) : undefined}
          value={query}
          onKeyDown={onKey}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
          }}
        />
        {open ? (
          <ul
            ref={panel}
            id={`${id}-list`}
            role="listbox"
            aria-label={labels.search}
            className="members-search__list"
            popover="manual"
          >
            {matches.map((m, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the combobox input (aria-activedescendant); options never take focus
              <li
                key={m}
                id={option(i)}
                role="option"
                aria-selected={i === active}
                className="members-search__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(m)}
                onMouseMove={() => setActive(i)}
              >
                {members[m]?.name}
              </li>
            ))}
            {!matches.length ? (
              <li className="members-search__none" role="presentation">
                {labels.noMatch.replace('{query}', query)}
              </li>
            ) : null}
          </ul>
        ) : (
          <ul id={`${id}-list`} role="listbox" aria-label={labels.search} hidden />
        )}
        <p className="visually-hidden" role="status">
          {open ? status : ''}
        </p>
      </div>
      {carouselCount > 0 ? (
        <Carousel
          label={labels.carousel}
          labels={labels.carouselControls}
          autoplayMs={MEMBERS_SEARCH_AUTOPLAY_MS}
          className="members-search__carousel"
        >
          {members.slice(0, carouselCount).map((m, i) => (
            <div key={i} className="members-search__slide">
              {m.card}
              <button
                type="button"
                className="btn btn--outline members-search__details"
                aria-label={labels.detailsOf[i]}
                onClick={(e) => {
                  returnTo.current = e.currentTarget
                  setSelected(i)
                }}
              >
                {labels.details}
              </button>
            </div>
          ))}
        </Carousel>
      ) : null}
      {shown ? (
        <MemberModal
          name={shown.name}
          details={shown.details}
          close={labels.close}
          onClose={closeModal}
          returnTo={returnTo}
        />
      ) : null}
    </div>
  )
}
