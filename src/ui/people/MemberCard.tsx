import Link from 'next/link'
import { Glyph } from '@/ui/icons/Glyph'
import { mailNode } from '@/ui/icons/nodes/mail'
import { phoneNode } from '@/ui/icons/nodes/phone'
import { brokerHref, type MemberCardData } from '@/domain/members'
import type { Locale } from '@/domain/locales'
import { MemberAvatar } from './MemberAvatar'

export type MemberCardLabels = { profile: string; call: string; email: string; placeholder: string; office: string }

type Props = {
  member: MemberCardData
  locale: Locale
  labels: MemberCardLabels
  placeholder: 'broker' | 'team'
  headingLevel?: 'h2' | 'h3'
}

/**
 * A directory card: photo (or placeholder), the OACIQ lines (name as on the licence, designation
 * in the visitor's language, agency), office, phone, e-mail and the profile link.
 * No hooks: the server renders the first page with it and the island renders the next ones.
 */
export function MemberCard({ member: m, locale, labels, placeholder, headingLevel: H = 'h3' }: Props) {
  const profile = m.slug && (m.role === 'broker' || m.role === 'team') ? brokerHref(locale, m.slug) : null
  return (
    <article className="member-card">
      <MemberAvatar
        photo={m.photo}
        alt={m.licence_name}
        placeholder={placeholder}
        placeholderLabel={labels.placeholder.replace('{name}', m.licence_name)}
        className="member-card__photo"
        sizes="(min-width: 992px) 320px, (min-width: 576px) 50vw, 100vw"
      />
      <div className="member-card__body">
        <H className="member-card__name">
          {profile ? (
            <Link prefetch={false} href={profile}>
              {m.licence_name}
            </Link>
          ) : (
            m.licence_name
          )}
        </H>
        {m.designation ? <p className="member-card__designation">{m.designation}</p> : null}
        {m.agency ? <p className="member-card__agency">{m.agency}</p> : null}
        {m.title && m.title !== m.designation ? <p className="member-card__title">{m.title}</p> : null}
        {m.office ? (
          <p className="member-card__office">
            <span className="visually-hidden">{labels.office} </span>
            {m.office.name}
          </p>
        ) : null}
        <ul className="member-card__links">
          {m.phone ? (
            <li>
              <a
                href={`tel:${m.phone.intl}`}
                aria-label={`${labels.call.replace('{name}', m.licence_name)} ${m.phone.display}`}
              >
                <Glyph node={phoneNode} size={16} /> {m.phone.display}
              </a>
            </li>
          ) : null}
          {m.email ? (
            <li>
              <a href={`mailto:${m.email}`} aria-label={labels.email.replace('{name}', m.licence_name)}>
                <Glyph node={mailNode} size={16} /> {m.email}
              </a>
            </li>
          ) : null}
        </ul>
        {profile ? (
          <a
            className="btn btn--outline member-card__profile"
            href={profile}
            aria-label={`${labels.profile} — ${m.licence_name}`}
          >
            {labels.profile}
          </a>
        ) : null}
      </div>
    </article>
  )
}
