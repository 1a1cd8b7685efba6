import type { Translator } from '@/ui/render-context'
import { Glyph } from '@/ui/icons/Glyph'
import { mailNode } from '@/ui/icons/nodes/mail'
import { Icon } from '@/ui/Icon'
import { PrintButtonLazy as PrintButton } from './Lazy.client'

type Props = { url: string; title: string; t: Translator; heading?: string }

/** Share targets (spec 2 §9): facebook, twitter, linkedin, print, mail — outbound links only. */
export function ShareLinks({ url, title, t, heading }: Props) {
  const u = encodeURIComponent(url)
  const links = [
    { key: 'facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'twitter', icon: 'x', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { key: 'linkedin', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const
  return (
    <div className="share">
      <h2 className="share__title">{heading ?? t('Listing.share')}</h2>
      <ul className="share__list">
        {links.map((l) => (
          <li key={l.key}>
            <a className="share__link" href={l.href} target="_blank" rel="noopener noreferrer">
              <Icon name={l.icon} size={18} /> {t(`Listing.share_${l.key}`)}{' '}
              <span className="visually-hidden">{t('Links.newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <PrintButton label={t('Listing.share_print')} />
        </li>
        <li>
          <a className="share__link" href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`}>
            <Glyph node={mailNode} size={18} /> {t('Listing.share_mail')}
          </a>
        </li>
      </ul>
    </div>
  )
}
