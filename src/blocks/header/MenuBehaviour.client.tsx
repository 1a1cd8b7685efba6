'use client'
import { useEffect } from 'react'
import { megaPopupBox } from '@/domain/header-popup'
import { attachDisclosureMenu, type OnOpen } from './disclosure-menu'

/** The mega menu's panel: placed by megaPopupBox (54 below its trigger, 1000 wide, inside the window). */
const placeMegaPanel: OnOpen = (trigger, panel) => {
  const nav = panel.closest('nav')
  if (!nav) return
  const place = () => {
    const t = trigger.getBoundingClientRect()
    const n = nav.getBoundingClientRect()
    const box = megaPopupBox({
      triggerLeft: t.left,
      triggerRight: t.right,
      triggerBottom: t.bottom,
      viewportWidth: document.documentElement.clientWidth,
      viewportHeight: window.innerHeight,
    })
    Object.assign(panel.style, {
      left: `${box.left - n.left}px`,
      top: `${box.top - n.top}px`,
      width: `${box.width}px`,
      maxHeight: `${box.maxHeight}px`,
    })
  }
  place()
  window.addEventListener('resize', place)
  return () => window.removeEventListener('resize', place)
}

/**
 * Gives the server-rendered desktop menu (`#navId`) its submenus' behaviour (disclosure-menu.ts). Renders
 * nothing: the menu and its links are in the HTML, and this is all the code it adds to the page.
 */
export function MenuBehaviour({ navId, mega = false }: { navId: string; mega?: boolean }) {
  useEffect(() => {
    const nav = document.getElementById(navId)
    return nav ? attachDisclosureMenu(nav, mega ? placeMegaPanel : undefined) : undefined
  }, [navId, mega])
  return null
}
