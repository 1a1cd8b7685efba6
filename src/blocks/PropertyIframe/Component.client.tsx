'use client'
import { useEffect, useState } from 'react'
import { heightFromMessage } from '@/domain/property-iframe'

type Props = { src: string; origin: string; title: string }

/** The iframe takes the height its own page asks for by window message; messages from any other origin are ignored. */
export function PropertyIframeClient({ src, origin, title }: Props) {
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const h = heightFromMessage(event, origin)
      if (h !== null) setHeight(h)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [origin])
  return (
    <div className="property-iframe">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        style={height ? { height: `${height}px` } : undefined}
        data-height={height ?? undefined}
      />
    </div>
  )
}
