import { siteVoice } from '@/domain/site-voice'
import { IslandMessages } from '@/i18n/client-messages'
import { FixedImage } from '@/ui/image/FixedImage'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { ContactFormIslandLazy as ContactFormIsland } from '../ContactForm/Lazy.client'
import { CtaList, headingTag } from '../shared'
import { LandingOverlap } from './Overlap.client'
import type { BlockProps } from '../types'
import '@/ui/forms/forms.css'
import '../ContactForm/contact-form.css'
import '../heroes.css'

const FRANCHISE_HEIGHT = 40

/**
 * Hero landing page (spec 2 §3): title, description, avatar and calls to action beside a contact
 * form card. The card's title is individual on a broker's site, for a group on a team's or an agency's; an agency
 * site always shows its franchise logo.
 */
export function HeroLandingPage({ block, ctx }: BlockProps<'hero_landing_page'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const right = block.block_params.orientation_x === 'right'
  const title = tr(f.main_title, ctx.locale)
  const formTitle =
    siteVoice(ctx.siteType) === 'individual'
      ? ctx.t('HeroLanding.formTitleIndividual')
      : ctx.t('HeroLanding.formTitleGroup')
  const franchise = ctx.siteType === 'agency' ? (ctx.franchise?.light ?? ctx.franchise?.dark ?? null) : null
  const formHeadingId = `landing-form-${block.id ?? ctx.index}`
  return (
    <div className="hero-landing">
      <div className="hero-landing__bg" aria-hidden>
        <MediaImage
          image={f.media?.image}
          locale={ctx.locale}
          priority={ctx.index === 0 ? 'high' : 'low'}
          fill
          decorative
        />
      </div>
      <div className={`hero-landing__inner container ${right ? 'hero-landing__inner--reverse' : ''}`}>
        <div className="hero-landing__text">
          {franchise ? (
            <FixedImage
              src={franchise.url}
              alt=""
              height={FRANCHISE_HEIGHT}
              width={Math.round(((franchise.width ?? 240) / (franchise.height ?? 120)) * FRANCHISE_HEIGHT)}
              className="hero-landing__franchise"
            />
          ) : null}
          {f.avatar ? (
            <MediaImage image={f.avatar} locale={ctx.locale} sizes="96px" className="hero-landing__avatar" />
          ) : null}
          {title ? <H className="hero-landing__title">{title}</H> : null}
          <RichText html={tr(f.description, ctx.locale)} className="hero-landing__lead" />
          <CtaList rows={f.cta_repeater} ctx={ctx} />
        </div>
        <section className="hero-landing__card" aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className="hero-landing__form-title">
            {formTitle}
          </h2>
          <IslandMessages locale={ctx.locale} namespaces={['LeadForms']}>
            <ContactFormIsland recipient={null} />
          </IslandMessages>
        </section>
      </div>
      <LandingOverlap />
    </div>
  )
}
