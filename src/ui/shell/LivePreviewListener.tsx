'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the CMS live preview (draft mode): tell the admin the page is ready and re-render on each save.
 * Payload's live-preview protocol (messages 'payload-live-preview' and 'payload-document-event');
 * written here because @payloadcms/live-preview has no release matching this Payload version.
 */
export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.origin === serverURL && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const target = (window.opener as Window | null) || (window.parent !== window ? window.parent : null)
    target?.postMessage({ type: 'payload-live-preview', ready: true }, serverURL)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverURL])
  return null
}
