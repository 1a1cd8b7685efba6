import type { BlockProps } from '../types'
import { currentPathOf, headerChrome } from '../header/chrome'
import { DesktopNav } from '../header/DesktopNav'
import { HeaderShell } from '../header/HeaderShell.client'
import { toNavItems } from '../header/nav-model'

/** The classic header's parts in a floating, rounded bar; links start beside the logo unless centred. */
export function HeaderOutOfNorm({ block, ctx }: BlockProps<'header_out_of_norm'>) {
  const chrome = headerChrome(block.fields, block.block_params, ctx, 'left')
  const items = toNavItems(block.fields.menu_repeater, ctx)
  return (
    <HeaderShell variant="out-of-norm" items={items} {...chrome}>
      <DesktopNav
        items={items}
        label={chrome.labels.mainNav}
        newTabLabel={chrome.labels.newTab}
        currentPath={currentPathOf(ctx)}
      />
    </HeaderShell>
  )
}
