import { FixedImage } from '@/ui/image/FixedImage'
import { isMedia, type BlockProps, type MediaValue } from '../types'
import { currentPathOf, headerChrome } from '../header/chrome'
import { HeaderShell } from '../header/HeaderShell.client'
import { MegaNav } from './MegaNav'
import { toMegaEntries, toMobileItems } from './mega-model'

const THUMB = { width: 96, height: 72 }

/** Header megamenu: the shared header parts around a mega menu; the phone menu lists each entry's items. */
export function HeaderMegamenu({ block, ctx }: BlockProps<'header_megamenu'>) {
  const chrome = headerChrome(block.fields, block.block_params, ctx)
  // A missing image leaves the item without one (no broken image); the title says what the link is.
  const image = (it: { featured_image?: unknown }) => {
    const m = it.featured_image as MediaValue
    return isMedia(m) ? (
      <FixedImage src={m.url} alt="" width={THUMB.width} height={THUMB.height} className="mega-item__img" />
    ) : null
  }
  const entries = toMegaEntries(block.fields.menu_repeater, ctx, image)
  return (
    <HeaderShell variant="megamenu" items={toMobileItems(entries)} {...chrome}>
      <MegaNav
        entries={entries}
        label={chrome.labels.mainNav}
        newTabLabel={chrome.labels.newTab}
        currentPath={currentPathOf(ctx)}
      />
    </HeaderShell>
  )
}
