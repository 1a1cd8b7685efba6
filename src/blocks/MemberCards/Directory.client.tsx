'use client'
import { useEffect, useRef, useState } from 'react'
import type { OfficeOption } from '@/listings/directory/members'
import type { Locale } from '@/domain/locales'
import {
  memberCardsPerPage,
  memberCardsWindow,
  MEMBER_CARDS_FIRST_PAGE,
  type MemberCardData,
  type MemberRole,
} from '@/domain/members'
import { coreGet } from '@/ui/api/core-client'
import { MemberCard, type MemberCardLabels } from '@/ui/people/MemberCard'
import { useClientSite } from '@/ui/search/hooks'
import { useLoadMoreTrigger } from './load-more'

export type DirectoryLabels = {
  officeFilter: string
  allOffices: string
  showing: string
  seeMore: string
  loading: string
  loadError: string
  noMembers: string
  listLabel: string
  card: MemberCardLabels
}

type Props = {
  initial: { total: number; members: MemberCardData[]; offices: OfficeOption[] }
  role: MemberRole
  placeholder: 'broker' | 'team'
  labels: DirectoryLabels
  locale: Locale
  headingLevel: 'h2' | 'h3'
}

type List = { office: number | null; total: number; members: MemberCardData[] }

/**
 * The member directory island: office dropdown (filtered on the server), a page counter that
 * starts at 1 and resets when the office changes, cards per page by breakpoint, load more.
 */
export function MemberDirectory({ initial, role, placeholder, labels, locale, headingLevel }: Props) {
  const site = useClientSite()
  const [list, setList] = useState<List>({ office: null, total: initial.total, members: initial.members })
  const [page, setPage] = useState(1)
  // The server does not know the width: it renders the largest page, CSS trims it until hydration.
  const [perPage, setPerPage] = useState<number | null>(null)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const sentinel = useRef<HTMLDivElement>(null)
  const request = useRef(0)

  useEffect(() => {
    const update = () => setPerPage(memberCardsPerPage(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  const win = memberCardsWindow(page, perPage ?? MEMBER_CARDS_FIRST_PAGE, list.members.length, list.total)

  async function load(office: number | null, offset: number, limit: number, replace: boolean) {
    const id = ++request.current
    setStatus('loading')
    try {
      const params: Array<[string, string]> = [
        ['role', role],
        ['offset', String(offset)],
        ['limit', String(limit)],
      ]
      if (office !== null) params.push(['office', String(office)])
      const res = await coreGet<{ total: number; members: MemberCardData[] }>({
        site,
        path: '/members',
        params,
        protectedCall: true,
      })
      if (id !== request.current) return
      setList((prev) => ({
        office,
        total: res.total,
        members: replace ? res.members : [...prev.members, ...res.members],
      }))
      setStatus('idle')
    } catch {
      if (id === request.current) setStatus('error')
    }
  }

  useEffect(() => {
    if (win.missing > 0 && status === 'idle') void load(list.office, list.members.length, win.missing, false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tops up when the window lacks cards and nothing is loading; `load` and `list` change with every answer
  }, [win.missing, status])

  const changeOffice = (value: string) => {
    const office = value ? Number(value) : null
    setPage(1)
    setList({ office, total: list.total, members: [] })
    void load(office, 0, perPage ?? MEMBER_CARDS_FIRST_PAGE, true)
  }
  const more = () => setPage((p) => p + 1)
  const retryOrMore = () => (status === 'error' && win.missing > 0 ? setStatus('idle') : more())
  const observing = useLoadMoreTrigger(sentinel, win.hasMore && status === 'idle' && perPage !== null, more)
  const shown = list.members.slice(0, win.visible)

  return (
    <div className="member-directory" data-page={page} data-per-page={perPage ?? 'auto'}>
      {initial.offices.length > 1 ? (
        <p className="member-directory__filter">
          <label htmlFor={`office-${role}`}>{labels.officeFilter}</label>
          <select id={`office-${role}`} value={list.office ?? ''} onChange={(e) => changeOffice(e.target.value)}>
            <option value="">{labels.allOffices}</option>
            {initial.offices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {shown.length ? (
        <ul
          className={`member-directory__list${perPage === null ? ' member-directory__list--ssr' : ''}`}
          aria-label={labels.listLabel}
        >
          {shown.map((m) => (
            <li key={m.id}>
              <MemberCard
                member={m}
                locale={locale}
                labels={labels.card}
                placeholder={placeholder}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      ) : status === 'idle' ? (
        <p className="member-directory__empty">{labels.noMembers}</p>
      ) : null}
      <p className="member-directory__status" role="status">
        {status === 'loading'
          ? labels.loading
          : status === 'error'
            ? labels.loadError
            : labels.showing.replace('{shown}', String(shown.length)).replace('{total}', String(list.total))}
      </p>
      {win.hasMore && (!observing || status === 'error') ? (
        <button
          type="button"
          className="btn btn--outline member-directory__more"
          onClick={retryOrMore}
          disabled={status === 'loading'}
        >
          {labels.seeMore}
        </button>
      ) : null}
      {win.hasMore && observing && status !== 'error' ? (
        <div ref={sentinel} className="member-directory__sentinel" aria-hidden />
      ) : null}
    </div>
  )
}
