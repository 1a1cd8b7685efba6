import { OFFICES_INITIALLY_SHOWN, type OfficeCardData } from '@/domain/offices'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { OfficeCard, type OfficeLabels } from './OfficeCard'
import { OfficesMapLazy as OfficesMap, ShowMoreLazy as ShowMore } from './Lazy.client'

/** The offices grid (9 shown, show more reveals all) or the offices map with the list of offices. */
export function OfficesView({
  block,
  ctx,
  offices,
}: Pick<BlockProps<'offices'>, 'block' | 'ctx'> & { offices: OfficeCardData[] }) {
  const { t, locale } = ctx
  const H = headingTag(ctx)
  const title = tr(block.fields.main_title, locale)
  const labels: OfficeLabels = {
    directions: t('People.directions'),
    phone: t('People.phone'),
    email: t('People.emailLabel'),
  }
  return (
    <section className="offices-block container" aria-label={title || t('People.officesLabel')}>
      {title ? <H>{title}</H> : null}
      <PlainText text={tr(block.fields.description, locale)} className="offices-block__intro" />
      {!offices.length ? (
        <p>{t('People.noOffices')}</p>
      ) : block.fields.layout === 'grid' ? (
        <ShowMore
          className="offices-grid"
          count={offices.length}
          initial={OFFICES_INITIALLY_SHOWN}
          label={t('People.showAllOffices', { count: offices.length })}
        >
          {offices.map((o) => (
            <li key={o.id}>
              <OfficeCard
                office={o}
                labels={labels}
                membersText={t('People.officeMembers', { count: o.members })}
                headingLevel={H === 'h1' ? 'h2' : 'h3'}
              />
            </li>
          ))}
        </ShowMore>
      ) : (
        <OfficesMap
          offices={offices}
          labels={{
            ...labels,
            list: t('People.officesLabel'),
            map: t('People.officesMap'),
            loading: t('Search.mapLoading'),
            activate: t('Search.mapActivate'),
            osm: t('Search.osm'),
            zoomIn: t('Search.zoomIn'),
            zoomOut: t('Search.zoomOut'),
          }}
        />
      )}
    </section>
  )
}
