import Link from 'next/link'
import { routeHref } from '@/domain/route-keys'
import { isDarkScheme, toSchemeName } from '@/domain/theme'
import { CmsLink } from '@/ui/CmsLink'
import { ConsentLink } from '@/ui/ConsentLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { isMedia, type BlockProps } from '../types'
import { FixedImage } from '@/ui/image/FixedImage'

export function FooterClassic({ block, ctx }: BlockProps<'footer_classic'>) {
  const f = block.fields
  const scheme = toSchemeName(block.block_params.color_scheme)
  // The site's logo for its brand version, when it has one, replaces the block's (views/context).
  const logos = ctx.brandLogo ?? { light: f.logo_image_light, dark: f.logo_image_dark }
  const logo = isDarkScheme(scheme) ? (logos.dark ?? logos.light) : (logos.light ?? logos.dark)
  const year = new Date().getFullYear()
  return (
    <footer className={`site-footer scheme-${scheme}`}>
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          {isMedia(logo) ? (
            <FixedImage src={logo.url} alt={tr(logo.alt, ctx.locale) ?? ctx.siteName} width={240} height={60} />
          ) : (
            <strong>{ctx.siteName}</strong>
          )}
          {tr(f.description, ctx.locale) ? <p>{tr(f.description, ctx.locale)}</p> : null}
          <CmsLink link={f.cta} ctx={ctx} />
          {f.icon_links_repeater?.length ? (
            <ul className="site-footer__socials" aria-label={ctx.t('Footer.social')}>
              {f.icon_links_repeater.map((s, i) => (
                <li key={s.id ?? i}>
                  <CmsLink link={s.link} ctx={ctx}>
                    <Icon name={s.icon?.type} size={22} label={tr(s.link?.text, ctx.locale) ?? s.icon?.type ?? ''} />
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav className="site-footer__menus" aria-label={ctx.t('Footer.menus')}>
          {(f.menu_repeater ?? []).map((col, i) => (
            <div key={col.id ?? i} className="site-footer__col">
              <h2 className="site-footer__heading">{tr(col.menu_link?.text, ctx.locale)}</h2>
              <ul>
                {(col.sub_menu_repeater ?? []).map((s, j) => (
                  <li key={s.id ?? j}>
                    <CmsLink link={s.menu_link} ctx={ctx} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {(f.agency ?? ctx.siteName).replace(/\.$/, '')}. {tr(f.all_rights_reserved, ctx.locale)}
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link prefetch={false} className="link" href={routeHref('terms', ctx.locale)}>
              {ctx.t('Footer.terms')}
            </Link>
          </li>
          <li>
            <Link prefetch={false} className="link" href={routeHref('privacy', ctx.locale)}>
              {ctx.t('Footer.privacy')}
            </Link>
          </li>
          <ConsentLink label={ctx.t('Footer.consent')} />
          {ctx.poweredBy ? (
            <li>
              <a className="link" href={ctx.poweredBy.url} target="_blank" rel="noopener noreferrer">
                {ctx.t('Footer.poweredBy', { name: ctx.poweredBy.label })}
                <span className="visually-hidden"> {ctx.t('Links.newTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  )
}
