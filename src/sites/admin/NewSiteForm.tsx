'use client'
import { useId, useState, type FormEvent } from 'react'
import { newSiteLabels } from './labels'

type Option = { id: number; name: string }
type Props = { language: 'fr' | 'en'; apiRoute: string; adminRoute: string; sites: Option[]; members: Option[] }
type Created = {
  site: { id: number; name: string; domains: { domain: string }[] }
  pages: number
  substitutions: { from: string; to: string }[]
}
type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; errors: { field?: string; message: string }[] }
  | { kind: 'created'; result: Created }

const field = { display: 'grid', gap: 4, marginBottom: 16, maxWidth: 560 } as const
const control = { padding: '8px 10px', font: 'inherit' } as const

/** The new-site form: posts to /api/sites/from-template and shows the errors or the site created. */
export function NewSiteForm({ language, apiRoute, adminRoute, sites, members }: Props) {
  const t = newSiteLabels(language)
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const wrong = (name: string) => outcome.kind === 'failed' && outcome.errors.some((e) => e.field === name)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOutcome({ kind: 'busy' })
    const body = Object.fromEntries(new FormData(event.currentTarget).entries())
    try {
      const res = await fetch(`${apiRoute}/sites/from-template`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      })
      const json: unknown = await res.json()
      setOutcome(
        res.status === 201
          ? { kind: 'created', result: json as Created }
          : {
              kind: 'failed',
              errors: (json as { errors?: { field?: string; message: string }[] }).errors ?? [{ message: t.network }],
            },
      )
    } catch {
      setOutcome({ kind: 'failed', errors: [{ message: t.network }] })
    }
  }

  const text = (name: 'name' | 'site_id' | 'microsite_id' | 'contact_name', required = true) => (
    <div style={field}>
      <label htmlFor={`${id}-${name}`}>{t[name]}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        required={required}
        aria-invalid={wrong(name)}
        style={control}
        {...(name === 'contact_name' ? { 'aria-describedby': `${id}-contact-hint` } : {})}
      />
      {name === 'contact_name' ? <small id={`${id}-contact-hint`}>{t.contactHint}</small> : null}
    </div>
  )
  const domain = outcome.kind === 'created' ? outcome.result.site.domains[0]?.domain : null
  const port = typeof window === 'undefined' ? '' : window.location.port

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ marginBottom: 48 }}>
      <div style={field}>
        <label htmlFor={`${id}-template`}>{t.template}</label>
        <select id={`${id}-template`} name="template" required aria-invalid={wrong('template')} style={control}>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {text('name')}
      {text('site_id')}
      {text('microsite_id')}
      <div style={field}>
        <label htmlFor={`${id}-domains`}>{t.domains}</label>
        <textarea
          id={`${id}-domains`}
          name="domains"
          rows={3}
          required
          aria-invalid={wrong('domains')}
          style={control}
        />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-site_type`}>{t.site_type}</label>
        <select
          id={`${id}-site_type`}
          name="site_type"
          defaultValue="broker"
          aria-invalid={wrong('site_type')}
          style={control}
        >
          {(['broker', 'team', 'agency'] as const).map((v) => (
            <option key={v} value={v}>
              {t.types[v]}
            </option>
          ))}
        </select>
      </div>
      <div style={field}>
        <label htmlFor={`${id}-member`}>{t.member}</label>
        <select id={`${id}-member`} name="member" defaultValue="" aria-invalid={wrong('member')} style={control}>
          <option value="">{t.none}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      {text('contact_name', false)}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={outcome.kind === 'busy'}>
        {outcome.kind === 'busy' ? t.busy : t.submit}
      </button>
      {outcome.kind === 'failed' ? (
        <div role="alert" style={{ marginTop: 16 }}>
          <p>
            <strong>{t.failed}</strong>
          </p>
          <ul>
            {outcome.errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.kind === 'created' ? (
        <div role="status" style={{ marginTop: 16 }}>
          <p>
            <strong>{t.created(outcome.result.site.name, outcome.result.pages)}</strong>
          </p>
          {outcome.result.substitutions.length ? (
            <>
              <p>{t.substituted}</p>
              <ul>
                {outcome.result.substitutions.map((s) => (
                  <li key={s.from}>
                    {s.from} → {s.to}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <a href={`${adminRoute}/collections/sites/${outcome.result.site.id}`}>{t.editSite}</a>
            {domain ? (
              <>
                {' '}
                ·{' '}
                <a href={`//${domain}${port ? `:${port}` : ''}/${language}`} target="_blank" rel="noreferrer">
                  {t.visitSite}
                </a>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </form>
  )
}
