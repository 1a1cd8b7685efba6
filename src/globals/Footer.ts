import { footerBlocks } from '@/blocks/configs'
import { blockZoneGlobal } from './blockZone'

export const Footer = blockZoneGlobal('footer', { fr: 'Pied de page', en: 'Footer' }, footerBlocks)
