'use client'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { nextScheme, toSchemeName } from '@/domain/theme'

export type EditLabels = { scheme: string; edit: string; remove: string; confirm: string; failed: string }
/** The edit-mode server actions, handed down by the page layer (ui/ does not read the store). */
export type EditActions = {
  setBlockScheme: (pageId: number | string, blockId: string, scheme: string) => Promise<void>
  deleteBlock: (pageId: number | string, blockId: string) => Promise<void>
}
type Props = {
  actions: EditActions
  pageId: number | string
  blockId: string
  blockType: string
  scheme: string
  labels: EditLabels
  flags: { colors: boolean; edit: boolean; remove: boolean }
}

/** The editor's strip on a block: its type, then scheme cycle, edit and delete by flags. */
export function EditStrip({ actions, pageId, blockId, blockType, scheme, labels, flags }: Props) {
  const router = useRouter()
  const [pending, start] = useTransition()
  const [error, setError] = useState<string | null>(null)
  const run = (fn: () => Promise<void>) =>
    start(async () => {
      try {
        setError(null)
        await fn()
        router.refresh()
      } catch {
        setError(labels.failed)
      }
    })
  const next = nextScheme(toSchemeName(scheme))
  return (
    <div className="edit-strip" aria-busy={pending}>
      <code>{blockType}</code>
      {flags.colors ? (
        <button type="button" onClick={() => run(() => actions.setBlockScheme(pageId, blockId, next))}>
          {labels.scheme}: {next}
        </button>
      ) : null}
      {flags.edit ? <a href={`/admin/collections/pages/${pageId}`}>{labels.edit}</a> : null}
      {flags.remove ? (
        <button
          type="button"
          onClick={() => window.confirm(labels.confirm) && run(() => actions.deleteBlock(pageId, blockId))}
        >
          {labels.remove}
        </button>
      ) : null}
      {error ? <span role="alert">{error}</span> : null}
    </div>
  )
}
