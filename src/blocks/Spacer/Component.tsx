import { parsePixelSize } from '@/domain/pixel-size'
import { MediaImage } from '@/ui/MediaImage'
import type { BlockProps } from '../types'

export function Spacer({ block, ctx }: BlockProps<'spacer'>) {
  const height = parsePixelSize(block.fields.height ?? '0px')
  return (
    <div className="spacer" style={{ height }} aria-hidden>
      <MediaImage image={block.fields.bg_media} locale={ctx.locale} fill decorative />
    </div>
  )
}
