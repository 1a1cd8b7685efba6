import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { GoogleReviews } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

const review = (name: string, score: unknown, date: string, text = 'Excellent') => ({
  author_name: { fr: name, en: name },
  review_score: score as number,
  review_date: date,
  description: { fr: text, en: text },
})

describe('google_reviews block', () => {
  const block = testBlock('google_reviews', {
    main_title: { fr: 'Avis Google', en: 'Google reviews' },
    average_score: 4.876,
    total_reviews: 57,
    testimonials_repeater: [
      review('Ana', 4.3, '2025-03-12'),
      review('Bob', 9, 'hier'),
      review('Cy', 'x', '2024-01-05'),
    ],
  })
  it('shows the average to 2 decimals with stars to the nearest half and the review count', () => {
    const fr = renderToStaticMarkup(<GoogleReviews block={block} ctx={testContext('fr')} />)
    expect(fr).toContain('4,88')
    expect(fr).toContain('Note moyenne : 4,88 sur 5')
    expect(fr).toContain('57 avis')
    const en = renderToStaticMarkup(<GoogleReviews block={block} ctx={testContext('en')} />)
    expect(en).toContain('Average score: 4.88 out of 5')
    expect(en).toContain('57 reviews')
    expect(en).toContain('4.3 stars out of 5')
    expect(en.match(/data-star="half"/g)?.length).toBe(1)
  })
  it('clamps a score above 5, shows no stars for a non-number, hides an unparsable date and keeps the full date as tooltip', () => {
    const en = renderToStaticMarkup(<GoogleReviews block={block} ctx={testContext('en')} />)
    expect(en).toContain('5 stars out of 5')
    expect(en).not.toContain('hier')
    expect(en).toContain('March 12, 2025')
    expect(en.match(/<time /g)?.length).toBe(2)
    expect(renderToStaticMarkup(<GoogleReviews block={block} ctx={testContext('fr')} />)).toContain('12 mars 2025')
  })
  it('has no autoplay: arrows, dots and count but no pause button', () => {
    const en = renderToStaticMarkup(<GoogleReviews block={block} ctx={testContext('en')} />)
    expect(en).toContain('aria-label="Next"')
    expect(en).toContain('aria-label="Go to slide 1"')
    expect(en).toContain('1 / 3')
    expect(en).not.toContain('Pause autoplay')
  })
  it('shows one review per author, the most recent (B-97, decision 0038)', () => {
    const dup = testBlock('google_reviews', {
      testimonials_repeater: [
        review('Marie-Ève T.', 3, '2023-05-01', 'Ancien avis'),
        review('Ana', 5, '2025-01-01'),
        review('marie eve t', 5, '2025-06-01', 'Avis récent'),
      ],
    })
    const fr = renderToStaticMarkup(<GoogleReviews block={dup} ctx={testContext('fr')} />)
    expect(fr).toContain('Avis récent')
    expect(fr).not.toContain('Ancien avis')
    expect(fr).toContain('2 avis')
  })
})
