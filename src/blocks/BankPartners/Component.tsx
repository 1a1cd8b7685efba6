import { placeholderKind } from '@/domain/members'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { PersonAvatar } from '@/ui/people/PersonAvatar'
import { InfoList } from '../people-more-shared'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { BankFilterLazy } from './islands.client'
import type { BankItem } from './Filter.client'

/**
 * Bank partners (spec 2 §3 "Bank partner"): each bank's logo and name with its employees (avatar or
 * the context_type placeholder, name, subtitle, info list); a name filter (the island).
 */
export function BankPartners({ block, ctx }: BlockProps<'bank_partners'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const BankH = H === 'h1' ? 'h2' : 'h3'
  const PersonH = BankH === 'h2' ? 'h3' : 'h4'
  const t = ctx.t
  const title = tr(f.main_title, ctx.locale)
  const placeholder = placeholderKind(block.block_params.context_type)
  const banks: BankItem[] = (f.banks_repeater ?? [])
    .filter((b) => tr(b.name, ctx.locale))
    .map((b, i) => {
      const name = tr(b.name, ctx.locale) ?? ''
      const employees = (b.employees_repeater ?? []).filter((e) => tr(e.person_name, ctx.locale))
      return {
        name,
        card: (
          <article key={b.id ?? i} className="bank-card">
            <div className="bank-card__head">
              <MediaImage image={b.logo} locale={ctx.locale} sizes="120px" className="bank-card__logo" decorative />
              <BankH className="bank-card__name">{name}</BankH>
            </div>
            {employees.length ? (
              <ul className="bank-card__people" aria-label={t('Team.employeesOf', { name })}>
                {employees.map((e, n) => {
                  const person = tr(e.person_name, ctx.locale) ?? ''
                  return (
                    <li key={e.id ?? n} className="bank-person">
                      <PersonAvatar
                        image={e.person_avatar}
                        locale={ctx.locale}
                        placeholder={placeholder}
                        placeholderLabel={t('Team.placeholder', { name: person })}
                        sizes="72px"
                        className="bank-person__avatar"
                      />
                      <div>
                        <PersonH className="bank-person__name">{person}</PersonH>
                        {tr(e.person_subtitle, ctx.locale) ? (
                          <p className="bank-person__sub">{tr(e.person_subtitle, ctx.locale)}</p>
                        ) : null}
                        <InfoList rows={e.list_items_repeater} ctx={ctx} />
                      </div>
                    </li>
                  )
                })}
              </ul>
            ) : (
              <p className="bank-card__none">{t('Team.noEmployees')}</p>
            )}
          </article>
        ),
      }
    })
  return (
    <div className="bank-partners container">
      {title ? <H className="bank-partners__title">{title}</H> : null}
      <PlainText text={tr(f.description, ctx.locale)} className="bank-partners__intro" />
      {banks.length ? (
        <BankFilterLazy
          banks={banks}
          labels={{
            filter: t('Team.bankFilter'),
            placeholder: t('Team.bankFilterPlaceholder'),
            list: title || t('Team.banksLabel'),
            shown: Array.from({ length: banks.length + 1 }, (_, count) => t('Team.banksShown', { count })),
          }}
        />
      ) : null}
    </div>
  )
}
