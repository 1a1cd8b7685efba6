import { Glyph } from '@/ui/icons/Glyph'
import { mailNode } from '@/ui/icons/nodes/mail'
import { mapPinNode } from '@/ui/icons/nodes/map-pin'
import { phoneNode } from '@/ui/icons/nodes/phone'
import { directionsHref } from '@/domain/members'
import { addressLine, type OfficeCardData } from '@/domain/offices'

export type OfficeLabels = { directions: string; phone: string; email: string }

/** An office item: photo, name, address, phone, e-mail and a directions link built from the address. */
export function OfficeCard({
  office: o,
  labels,
  membersText,
  headingLevel: H = 'h3',
}: {
  office: OfficeCardData
  labels: OfficeLabels
  membersText?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const address = addressLine(o)
  return (
    <article className="office-card">
      {o.photo ? (
        <img
          className="office-card__photo"
          src={o.photo}
          alt=""
          width={768}
          height={512}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="office-card__body">
        <H className="office-card__name">{o.name}</H>
        <ul className="office-card__items">
          {address ? (
            <li>
              <Glyph node={mapPinNode} size={16} /> {address}
            </li>
          ) : null}
          {o.phone ? (
            <li>
              <Glyph node={phoneNode} size={16} /> <span className="visually-hidden">{labels.phone} : </span>
              <a href={`tel:${o.phone.intl}`}>{o.phone.display}</a>
            </li>
          ) : null}
          {o.email ? (
            <li>
              <Glyph node={mailNode} size={16} /> <span className="visually-hidden">{labels.email} : </span>
              <a href={`mailto:${o.email}`}>{o.email}</a>
            </li>
          ) : null}
        </ul>
        {o.members && membersText ? <p className="office-card__members">{membersText}</p> : null}
        {address ? (
          <a
            className="link office-card__directions"
            href={directionsHref([o.street, o.city, o.postal_code])}
            target="_blank"
            rel="noopener noreferrer"
          >
            {labels.directions} — {o.name}
          </a>
        ) : null}
      </div>
    </article>
  )
}
