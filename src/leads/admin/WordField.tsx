import type { ServerComponentProps } from 'payload'
import { getTranslation } from '@payloadcms/translations'
import { adminLanguage, formatAdminDate, yesNo } from '@/domain/admin-words'
import { reasonWord } from '@/domain/lead-words'

type Props = Pick<ServerComponentProps, 'field' | 'i18n' | 'siblingData'>

/** A read-only value shown as words, with its label (the admin's own look for a read-only field). */
function Shown({ field, i18n, siblingData, show }: Props & { show: (v: unknown) => string }) {
  const name = 'name' in field ? field.name : ''
  const label = 'label' in field && field.label ? getTranslation(field.label as never, i18n) : name
  return (
    <div className="field-type lead-word" style={{ flex: 1, marginBottom: 'var(--base)' }}>
      <div className="field-label" style={{ fontWeight: 600 }}>
        {label}
      </div>
      <div>{show((siblingData as Record<string, unknown> | undefined)?.[name])}</div>
    </div>
  )
}

const lang = (i18n: Props['i18n']) => adminLanguage(i18n.language)

export const DateField = (p: Props) => <Shown {...p} show={(v) => formatAdminDate(v as string | null, lang(p.i18n))} />
export const YesNoField = (p: Props) => <Shown {...p} show={(v) => yesNo(v, lang(p.i18n))} />
export const ReasonField = (p: Props) => <Shown {...p} show={(v) => reasonWord(v as string | null, lang(p.i18n))} />
