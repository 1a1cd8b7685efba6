import { isDarkScheme, toSchemeName } from '@/domain/theme'
import { otherLocale } from '@/domain/locales'
import { CmsLink } from '@/ui/CmsLink'
import { FixedImage } from '@/ui/image/FixedImage'
import type { LinkValue } from '@/ui/link-value'
import { LocaleSwitch } from '@/ui/LocaleSwitch'
import { isMedia, type BlockProps, type MediaValue } from '../types'
import { HeaderClassicClient } from './Component.client'
import { toNavItems } from './nav-model'

export type HeaderClassicFields = {
  logo_image_light?: MediaValue
  logo_image_dark?: MediaValue
  logo_multiplier?: number | null
  show_remax_logo?: boolean | null
  cta_button?: LinkValue | null
  cta_sms?: LinkValue | null
  menu_repeater?: Parameters<typeof toNavItems>[0]
}

const LOGO_HEIGHT = 48

export function HeaderClassic({ block, ctx }: BlockProps<HeaderClassicFields>) {
  const f = block.fields
  const scheme = toSchemeName(block.block_params.color_scheme)
  const logo = isDarkScheme(scheme) ? (f.logo_image_dark ?? f.logo_image_light) : (f.logo_image_light ?? f.logo_image_dark)
  const height = Math.round(LOGO_HEIGHT * (f.logo_multiplier || 1))
  const target = otherLocale(ctx.locale)
  const altPath = ctx.alternatePaths.find((p) => p.locale === target)?.path ?? `/${target}`
  const homeHref = `/${ctx.locale}`
  const franchise = isDarkScheme(scheme) ? (ctx.franchise?.dark ?? ctx.franchise?.light) : (ctx.franchise?.light ?? ctx.franchise?.dark)

  const logoNode = (
    <a href={homeHref} className="site-header__logo" aria-label={ctx.t('Header.home', { name: ctx.siteName })}>
      {isMedia(logo) ? (
        <FixedImage src={logo.url} alt="" width={Math.round(((logo.width ?? 480) / (logo.height ?? 120)) * height)} height={height} priority />
      ) : (
        <span className="site-header__logo-text">{ctx.siteName}</span>
      )}
      {franchise && (f.show_remax_logo || ctx.siteType === 'agency') ? (
        <FixedImage src={franchise.url} alt="" width={Math.round(((franchise.width ?? 240) / (franchise.height ?? 120)) * height)} height={height} className="site-header__franchise" />
      ) : null}
    </a>
  )
  return (
    <HeaderClassicClient
      scheme={scheme}
      align={block.block_params.orientation_x === 'left' ? 'left' : 'center'}
      items={toNavItems(f.menu_repeater, ctx)}
      logo={logoNode}
      cta={<CmsLink link={f.cta_button} ctx={ctx} />}
      ctaSms={<CmsLink link={f.cta_sms} ctx={ctx} />}
      switcher={<LocaleSwitch target={target} href={altPath} label={ctx.t('Header.switchTo')} className="locale-switch" />}
      labels={{ mainNav: ctx.t('Header.mainNav'), openMenu: ctx.t('Header.openMenu'), closeMenu: ctx.t('Header.closeMenu'), skip: ctx.t('Header.skip'), newTab: ctx.t('Links.newTab') }}
    />
  )
}
