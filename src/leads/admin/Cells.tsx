'use client'
import { useTranslation } from '@payloadcms/ui'
import { adminLanguage, formatAdminDate, yesNo } from '@/domain/admin-words'
import { reasonWord } from '@/domain/lead-words'

type CellProps = { cellData?: unknown }

const useLang = () => adminLanguage(useTranslation().i18n.language)

/** List cells in the admin's words: dates, Oui / Non, captcha codes, the page a lead came from. */
export function DateCell({ cellData }: CellProps) {
  return <span>{formatAdminDate(cellData as string | null, useLang())}</span>
}

export function YesNoCell({ cellData }: CellProps) {
  return <span>{yesNo(cellData, useLang())}</span>
}

export function ReasonCell({ cellData }: CellProps) {
  return <span>{reasonWord(cellData as string | null, useLang())}</span>
}

export function SourceCell({ cellData }: CellProps) {
  return <span>{typeof cellData === 'string' && cellData ? cellData : '—'}</span>
}
