// Generated from lucide-react 1.75.0 (each icon's own SVG children); lucide-nodes.test.ts checks them against it.
// Plain data: server and client code draw an icon with <Glyph> (no lucide client component, docs/decisions/0040).
export type IconNode = [tag: string, attrs: Record<string, string>][]

// One module per icon (nodes/): a client island imports its icons from there, so its chunk carries only
// their paths (Turbopack keeps every export of a module it bundles). Server code may use this barrel.
export { phoneNode } from './nodes/phone'
export { mailNode } from './nodes/mail'
export { mapPinNode } from './nodes/map-pin'
export { messageNode } from './nodes/message'
export { arrowRightNode } from './nodes/arrow-right'
export { arrowLeftNode } from './nodes/arrow-left'
export { chevronDownNode } from './nodes/chevron-down'
export { chevronRightNode } from './nodes/chevron-right'
export { externalNode } from './nodes/external'
export { homeNode } from './nodes/home'
export { searchNode } from './nodes/search'
export { calendarNode } from './nodes/calendar'
export { userNode } from './nodes/user'
export { usersNode } from './nodes/users'
export { buildingNode } from './nodes/building'
export { keyNode } from './nodes/key'
export { calculatorNode } from './nodes/calculator'
export { bellNode } from './nodes/bell'
export { starNode } from './nodes/star'
export { checkNode } from './nodes/check'
export { sendNode } from './nodes/send'
export { globeNode } from './nodes/globe'
export { clockNode } from './nodes/clock'
export { menuNode } from './nodes/menu'
export { closeNode } from './nodes/close'
export { refreshNode } from './nodes/refresh'
export { warningNode } from './nodes/warning'
export { spinnerNode } from './nodes/spinner'
export { starHalfNode } from './nodes/star-half'
export { chevronLeftNode } from './nodes/chevron-left'
export { pauseNode } from './nodes/pause'
export { playNode } from './nodes/play'
export { slidersNode } from './nodes/sliders'
export { rotateCcwNode } from './nodes/rotate-ccw'
export { listNode } from './nodes/list'
export { mapNode } from './nodes/map'
export { panelLeftCloseNode } from './nodes/panel-left-close'
export { panelLeftOpenNode } from './nodes/panel-left-open'
export { printerNode } from './nodes/printer'
export { mousePointerClickNode } from './nodes/mouse-pointer-click'
export { circleCheckNode } from './nodes/circle-check'
export { heartNode } from './nodes/heart'

/** Each export (its name without "Node", in kebab case) → the lucide module it comes from. */
export const lucideModuleOf: Record<string, string> = {
  heart: 'heart',
  phone: 'phone',
  mail: 'mail',
  'map-pin': 'map-pin',
  message: 'message-square-text',
  'arrow-right': 'arrow-right',
  'arrow-left': 'arrow-left',
  'chevron-down': 'chevron-down',
  'chevron-right': 'chevron-right',
  external: 'external-link',
  home: 'house',
  search: 'search',
  calendar: 'calendar',
  user: 'user',
  users: 'users',
  building: 'building-complex',
  key: 'key-round',
  calculator: 'calculator',
  bell: 'bell',
  star: 'star',
  check: 'check',
  send: 'send',
  globe: 'globe',
  clock: 'clock',
  menu: 'menu',
  close: 'x',
  refresh: 'refresh-cw',
  warning: 'triangle-exclamation-point',
  spinner: 'loader-circle',
  'star-half': 'star-half',
  'chevron-left': 'chevron-left',
  pause: 'pause',
  play: 'play',
  sliders: 'sliders-horizontal',
  'rotate-ccw': 'rotate-ccw',
  list: 'list',
  map: 'map',
  'panel-left-close': 'panel-left-close',
  'panel-left-open': 'panel-left-open',
  printer: 'printer',
  'mouse-pointer-click': 'mouse-pointer-click',
  'circle-check': 'circle-check',
}
