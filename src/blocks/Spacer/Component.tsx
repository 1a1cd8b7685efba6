import { parsePixelSize } from '@/domain/pixel-size'
import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import type { BlockProps } from '../types'

export type SpacerFields = { height?: string | null; bg_media?: ImageValue | null }

export function Spacer({ block, ctx }: BlockProps<SpacerFields>) {
  const height = parsePixelSize(block.fields.height ?? '0px')
  return (
    <div className="spacer" style={{ height }} aria-hidden>
      <MediaImage image={block.fields.bg_media} locale={ctx.locale} fill decorative />
    </div>
  )
}
