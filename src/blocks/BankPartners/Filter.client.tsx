'use client'
import { useId, useState, type ReactNode } from 'react'
import { matchBanks } from '@/domain/people-more'

export type BankItem = { name: string; card: ReactNode }
export type BankLabels = { filter: string; placeholder: string; shown: string[]; list: string }

/** Bank partners filtered by the bank's name as the visitor types (accents and case ignored). */
export function BankFilter({ banks, labels }: { banks: BankItem[]; labels: BankLabels }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = matchBanks(
    query,
    banks.map((b) => b.name),
  )
  return (
    <>
      <p className="bank-partners__filter">
        <label htmlFor={`${id}-q`}>{labels.filter}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={labels.placeholder}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </p>
      <p className="bank-partners__status" role="status">
        {labels.shown[shown.length] ?? ''}
      </p>
      <ul className="bank-partners__list" aria-label={labels.list}>
        {shown.map((i) => (
          <li key={i}>{banks[i]?.card}</li>
        ))}
      </ul>
    </>
  )
}
