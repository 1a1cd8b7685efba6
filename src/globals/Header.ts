import { headerBlocks } from '@/blocks/configs'
import { blockZoneGlobal } from './blockZone'

export const Header = blockZoneGlobal('header', { fr: 'En-tête', en: 'Header' }, headerBlocks)
