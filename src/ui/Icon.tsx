import * as n from './icons/lucide-nodes'
import type { IconNode } from './icons/lucide-nodes'
import { Glyph } from './icons/Glyph'
import { siFacebook, siInstagram, siTiktok, siX, siYoutube } from 'simple-icons'
import { isIconName } from './icon-names'
import { cssColour } from '@/domain/colour-value'

const outline: Record<string, IconNode> = {
  phone: n.phoneNode,
  mail: n.mailNode,
  'map-pin': n.mapPinNode,
  message: n.messageNode,
  'arrow-right': n.arrowRightNode,
  'arrow-left': n.arrowLeftNode,
  'chevron-down': n.chevronDownNode,
  'chevron-right': n.chevronRightNode,
  external: n.externalNode,
  home: n.homeNode,
  search: n.searchNode,
  calendar: n.calendarNode,
  user: n.userNode,
  users: n.usersNode,
  building: n.buildingNode,
  key: n.keyNode,
  calculator: n.calculatorNode,
  bell: n.bellNode,
  star: n.starNode,
  check: n.checkNode,
  send: n.sendNode,
  globe: n.globeNode,
  clock: n.clockNode,
  menu: n.menuNode,
  close: n.closeNode,
  refresh: n.refreshNode,
  warning: n.warningNode,
  spinner: n.spinnerNode,
}

const LINKEDIN =
  'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z'

const brands: Record<string, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  x: siX.path,
  tiktok: siTiktok.path,
  linkedin: LINKEDIN,
}

const weights = { light: 1.5, regular: 2, solid: 2.5 } as const

export type IconProps = {
  name?: string | null
  weight?: 'light' | 'regular' | 'solid' | null
  color?: string | null
  size?: number
  className?: string
  label?: string
}

/** Decorative unless a label is given (then it is announced as an image). Server-rendered only: no client code. */
export function Icon({ name, weight, color, size = 20, className, label }: IconProps) {
  if (!isIconName(name)) return null
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  const colour = cssColour(color)
  const style = colour ? { color: colour } : undefined
  const brand = brands[name]
  if (brand) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="currentColor"
        className={className}
        style={style}
        {...a11y}
      >
        <path d={brand} />
      </svg>
    )
  }
  const node = outline[name]
  if (!node) return null
  return (
    <Glyph
      node={node}
      size={size}
      strokeWidth={weights[weight ?? 'regular']}
      className={className}
      style={style}
      label={label}
    />
  )
}
