import type { ServerComponentProps } from 'payload'
import { adminLanguage, formatAdminDate } from '@/domain/admin-words'
import { leadAdminLabels } from './labels'

type Note = { author?: string | null; body?: string | null; at?: string | null; id?: string | null }

/** The lead's notes, oldest first: who wrote what, when. Read-only: a note is added below, never edited. */
export function NotesField({ data, i18n }: Pick<ServerComponentProps, 'data' | 'i18n'>) {
  const lang = adminLanguage(i18n.language)
  const t = leadAdminLabels(lang)
  const notes = ((data as { notes?: Note[] } | undefined)?.notes ?? []).filter((n) => n.body)
  return (
    <section aria-labelledby="lead-notes-title" style={{ marginBottom: 16 }}>
      <h3 id="lead-notes-title" style={{ margin: '8px 0' }}>
        {t.notesTitle}
      </h3>
      {notes.length ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {notes.map((n, i) => (
            <li key={n.id ?? i} style={{ borderLeft: '3px solid var(--theme-elevation-200)', paddingLeft: 12 }}>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{n.body}</p>
              <p style={{ margin: '4px 0 0', fontSize: '0.9em', color: 'var(--theme-elevation-650)' }}>
                {t.noteBy(n.author ?? '—', formatAdminDate(n.at, lang))}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.noNotes}</p>
      )}
    </section>
  )
}
