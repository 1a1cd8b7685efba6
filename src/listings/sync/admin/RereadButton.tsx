'use client'
import { useState } from 'react'

type Props = {
  api: string
  labels: {
    rereadTitle: string
    rereadButton: string
    rereadHelp: string
    rereadStarted: string
    rereadFailed: string
    colon: string
  }
}

/** The administrator's "read everything again": starts a sync that ignores the watermarks (POST …/reread). */
export function RereadButton({ api, labels: t }: Props) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  const start = async () => {
    setState({ busy: true, message: null })
    const res = await fetch(`${api}/globals/listing-feed/reread`, { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const body = (await res?.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
    setState({
      busy: false,
      message:
        res?.status === 202
          ? t.rereadStarted
          : `${t.rereadFailed}${t.colon} ${body?.errors?.[0]?.message ?? res?.status ?? ''}`,
    })
  }
  return (
    <div style={{ margin: '12px 0' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => void start()}
        disabled={state.busy}
      >
        {t.rereadButton}
      </button>
      <p style={{ margin: '4px 0', opacity: 0.8 }}>{t.rereadHelp}</p>
      {state.message ? <p role="status">{state.message}</p> : null}
    </div>
  )
}
