import Link from 'next/link'
import type { ReactNode } from 'react'
import type { BlockParams } from '@/domain/page-response'
import { otherLocale } from '@/domain/locales'
import { routeHref } from '@/domain/route-keys'
import { isDarkScheme, toSchemeName } from '@/domain/theme'
import { CmsLink } from '@/ui/CmsLink'
import { FixedImage } from '@/ui/image/FixedImage'
import { LocaleSwitch } from '@/ui/LocaleSwitch'
import type { RenderContext } from '@/ui/render-context'
import { isMedia, type BlockFields } from '../types'
import type { HeaderLabels } from './HeaderShell.client'
import { UpperStrip } from './UpperStrip'

/** Logo height at logo_multiplier 1 (spec 2 §3: the multiplier scales it, default 1). */
export const LOGO_HEIGHT = 48

/** The fields every header shares (`headerBaseFields` in fields.ts), as generated: a renamed one fails typecheck. */
export type HeaderBaseFields = Pick<
  BlockFields<'header_classic'>,
  | 'logo_image_light'
  | 'logo_image_dark'
  | 'logo_multiplier'
  | 'show_remax_logo'
  | 'cta_button'
  | 'cta_sms'
  | 'sup_sections_repeater'
>

export type HeaderChrome = {
  scheme: string
  align: 'left' | 'center'
  logo: ReactNode
  cta: ReactNode
  ctaSms: ReactNode
  switcher: ReactNode
  upper: ReactNode
  labels: HeaderLabels
}

/** The page's own path in its language (the desktop menu marks its link `aria-current="page"`). */
export const currentPathOf = (ctx: Pick<RenderContext, 'locale' | 'alternatePaths'>) =>
  ctx.alternatePaths.find((p) => p.locale === ctx.locale)?.path ?? null

const byScheme = <T,>(dark: boolean, light: T | null | undefined, darkOne: T | null | undefined) =>
  dark ? (darkOne ?? light) : (light ?? darkOne)

/** What every header shows around its navigation, rendered on the server for the header island. */
export function headerChrome(
  f: HeaderBaseFields,
  params: BlockParams,
  ctx: RenderContext,
  defaultAlign: 'left' | 'center' = 'center',
): HeaderChrome {
  const scheme = toSchemeName(params.color_scheme)
  const dark = isDarkScheme(scheme)
  // The site's logo for its brand version, when it has one, replaces the block's (views/context).
  const logos = ctx.brandLogo ?? { light: f.logo_image_light, dark: f.logo_image_dark }
  const logo = byScheme(dark, logos.light, logos.dark)
  // Over a dark hero (block-overlap.css) a light-scheme header is see-through: it shows the dark-scheme logo.
  const overHeroLogo = !dark && isMedia(logos.dark) && isMedia(logo) && logos.dark.url !== logo.url ? logos.dark : null
  const height = Math.round(LOGO_HEIGHT * (f.logo_multiplier || 1))
  const logoWidth = (m: { width?: number | null; height?: number | null }) =>
    Math.round(((m.width ?? 480) / (m.height ?? 120)) * height)
  const target = otherLocale(ctx.locale)
  const altPath = ctx.alternatePaths.find((p) => p.locale === target)?.path ?? `/${target}`
  // A blog post without a translation: the language switch warns instead of leaving (spec 1 language warning).
  const untranslated = ctx.alternatePaths.length > 0 && !ctx.alternatePaths.some((p) => p.locale === target)
  const untranslatedPost = ctx.routeKey === 'blog_post' && untranslated
  // A page not translated in the other language (decision 0045): the same warning, back to that language's home.
  const untranslatedPage = untranslated && !untranslatedPost
  // The site's brand version picks the franchise logo set (views/context); agency sites always show it.
  const franchise = byScheme(dark, ctx.franchise?.light, ctx.franchise?.dark)
  const showFranchise = Boolean(franchise && (f.show_remax_logo || ctx.siteType === 'agency'))
  const align =
    params.orientation_x === 'left' || params.orientation_x === 'center' ? params.orientation_x : defaultAlign

  const logoNode = (
    <Link
      prefetch={false}
      href={`/${ctx.locale}`}
      className="site-header__logo"
      aria-label={ctx.t('Header.home', { name: ctx.siteName })}
    >
      {isMedia(logo) ? (
        <FixedImage
          src={logo.url}
          alt=""
          width={logoWidth(logo)}
          height={height}
          priority
          className={overHeroLogo ? 'site-header__logo-main' : undefined}
        />
      ) : (
        <span className="site-header__logo-text">{ctx.siteName}</span>
      )}
      {overHeroLogo ? (
        <FixedImage
          src={overHeroLogo.url}
          alt=""
          width={logoWidth(overHeroLogo)}
          height={height}
          className="site-header__logo-over"
        />
      ) : null}
      {showFranchise && franchise ? (
        <FixedImage
          src={franchise.url}
          alt=""
          width={Math.round(((franchise.width ?? 240) / (franchise.height ?? 120)) * height)}
          height={height}
          className="site-header__franchise"
        />
      ) : null}
    </Link>
  )
  return {
    scheme,
    align,
    logo: logoNode,
    cta: <CmsLink link={f.cta_button} ctx={ctx} />,
    ctaSms: <CmsLink link={f.cta_sms} ctx={ctx} />,
    switcher: (
      <LocaleSwitch
        target={target}
        href={altPath}
        label={ctx.t('Header.switchTo')}
        className="locale-switch"
        warnBlogHref={untranslatedPost ? routeHref('blog', target) : null}
        warnHomeHref={untranslatedPage ? `/${target}` : null}
      />
    ),
    upper: <UpperStrip sections={f.sup_sections_repeater} ctx={ctx} />,
    labels: {
      mainNav: ctx.t('Header.mainNav'),
      openMenu: ctx.t('Header.openMenu'),
      closeMenu: ctx.t('Header.closeMenu'),
      skip: ctx.t('Header.skip'),
      newTab: ctx.t('Links.newTab'),
    },
  }
}
