import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import { MemberAvatar } from './MemberAvatar'

type Props = {
  image?: ImageValue | null
  locale: 'fr' | 'en'
  placeholder: 'broker' | 'team'
  placeholderLabel: string
  className?: string
  sizes?: string
}

const hasMedia = (image?: ImageValue | null) =>
  typeof image?.media === 'object' && image.media !== null && Boolean(image.media.url)

/**
 * A person's avatar from a block's image field, or the placeholder of the block's context_type when
 * the block has no image (spec 2 §5). The name sits beside it, so the photo itself is decorative.
 */
export function PersonAvatar({ image, locale, placeholder, placeholderLabel, className = '', sizes = '160px' }: Props) {
  if (hasMedia(image)) {
    return (
      <span className={`person-avatar ${className}`}>
        <MediaImage image={image} locale={locale} sizes={sizes} fill decorative />
      </span>
    )
  }
  return (
    <MemberAvatar
      photo={null}
      alt=""
      placeholder={placeholder}
      placeholderLabel={placeholderLabel}
      className={`person-avatar ${className}`}
    />
  )
}
