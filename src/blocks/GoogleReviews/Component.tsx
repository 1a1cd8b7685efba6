import {
  averageScore,
  clampScore,
  formatScore,
  fullDate,
  parseReviewDate,
  relativeDate,
  REVIEWS_SLIDER_LIMIT,
} from '@/domain/reviews'
import { onePerAuthor } from '@/domain/review-groups'
import { CarouselLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { carouselLabels } from '../catalogue-labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { Stars } from './Stars'

/**
 * Google-style reviews: the average (2 decimals) with stars to the nearest half and the review
 * count, then a carousel (no autoplay; arrows, dots and count; at most 3 reviews side by side).
 * A score outside 0–5 is clamped, a review without a valid score shows no stars, an unparsable date is hidden.
 */
export function GoogleReviews({ block, ctx }: BlockProps<'google_reviews'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  // One review per author, the most recent (spec 2 §9's "1 item per group": decision 0038).
  const rows = onePerAuthor(
    (f.testimonials_repeater ?? []).filter((r) => tr(r.author_name, ctx.locale)),
    (r) => tr(r.author_name, ctx.locale) ?? '',
    (r) => r.review_date,
  )
  const avg = averageScore(
    f.average_score,
    rows.map((r) => r.review_score),
  )
  const total = typeof f.total_reviews === 'number' && f.total_reviews >= 0 ? Math.floor(f.total_reviews) : rows.length
  const now = new Date()
  const title = tr(f.main_title, ctx.locale)
  const starsLabel = (s: number) => ctx.t('Catalogue.stars', { score: formatScore(s, ctx.locale) })
  return (
    <div className="reviews container" style={{ ['--slides-max' as string]: REVIEWS_SLIDER_LIMIT }}>
      <div className="reviews__head">
        {title ? <H>{title}</H> : null}
        {avg !== null ? (
          <p className="reviews__summary">
            <span className="reviews__average" aria-hidden>
              {formatScore(avg, ctx.locale)}
            </span>
            <Stars score={avg} label={ctx.t('Catalogue.average', { score: formatScore(avg, ctx.locale) })} />
            <span className="reviews__total">{ctx.t('Catalogue.totalReviews', { count: total })}</span>
          </p>
        ) : null}
      </div>
      {rows.length ? (
        <CarouselLazy
          label={title || ctx.t('Catalogue.reviewsLabel')}
          labels={carouselLabels(ctx, rows.length)}
          dots
          count
          className="carousel--three"
        >
          {rows.map((r, i) => {
            const score = clampScore(r.review_score)
            const date = parseReviewDate(r.review_date)
            const tipId = `review-${block.id ?? 'b'}-${i}-date`
            return (
              <article key={r.id ?? i} className="review-card">
                <header className="review-card__head">
                  <MediaImage
                    image={r.author_avatar}
                    locale={ctx.locale}
                    sizes="48px"
                    className="review-card__avatar"
                  />
                  <div>
                    <IH className="review-card__name">{tr(r.author_name, ctx.locale)}</IH>
                    {date ? (
                      <span className="tooltip">
                        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users see its tooltip (the full date) */}
                        <time dateTime={date.toISOString()} tabIndex={0} aria-describedby={tipId}>
                          {relativeDate(date, now, ctx.locale)}
                        </time>
                        <span role="tooltip" id={tipId} className="tooltip__tip">
                          {fullDate(date, ctx.locale)}
                        </span>
                      </span>
                    ) : null}
                  </div>
                </header>
                {score !== null ? <Stars score={score} label={starsLabel(score)} /> : null}
                {tr(r.description, ctx.locale) ? <p className="plain-text">{tr(r.description, ctx.locale)}</p> : null}
              </article>
            )
          })}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
