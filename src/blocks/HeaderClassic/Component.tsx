import type { BlockProps } from '../types'
import { currentPathOf, headerChrome } from '../header/chrome'
import { DesktopNav } from '../header/DesktopNav'
import { HeaderShell } from '../header/HeaderShell.client'
import { toNavItems } from '../header/nav-model'

export function HeaderClassic({ block, ctx }: BlockProps<'header_classic'>) {
  const chrome = headerChrome(block.fields, block.block_params, ctx)
  const items = toNavItems(block.fields.menu_repeater, ctx)
  return (
    <HeaderShell variant="classic" items={items} {...chrome}>
      <DesktopNav
        items={items}
        label={chrome.labels.mainNav}
        newTabLabel={chrome.labels.newTab}
        currentPath={currentPathOf(ctx)}
      />
    </HeaderShell>
  )
}
