import { tagsByCategory, type SiteTag } from '@/domain/site-tags'
import type { RenderContext } from '@/ui/render-context'

type T = (key: string) => string

/**
 * The privacy page's list of the site's tags by consent category (issue 28), from the same list that
 * loads them: never written by hand.
 */
export function SiteTagsList({ tags, t }: { tags: SiteTag[]; t: RenderContext['t'] }) {
  const tr = t as unknown as T
  const groups = tagsByCategory(tags)
  return (
    <section className="container site-tags-list" aria-labelledby="site-tags-title">
      <h2 id="site-tags-title">{tr('Consent.tagsTitle')}</h2>
      {groups.length === 0 ? <p>{tr('Consent.tagsNone')}</p> : null}
      {groups.map((g) => (
        <div key={g.category}>
          <h3>{tr(`Catalogue.categories.${g.category}`)}</h3>
          <p>{tr(`Consent.${g.category}Description`)}</p>
          <ul>
            {g.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
