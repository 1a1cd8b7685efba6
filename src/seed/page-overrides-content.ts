import type { FooterPageBlock } from '@/payload-types'
import type { MediaIds, SeedPage } from './types'
import { richText } from './lexical'
import { L, type Localizable, pick } from './localize'
import { both, link } from './links'
import { params, image } from './block-values'

type Media = MediaIds
type Page = SeedPage

const ABOUT = '/a-propos'
/** The About page's own footer (spec 1 §3, the content's override): a short one, for meeting the broker. */
const aboutFooter = (m: Media): Localizable<FooterPageBlock> => ({
  blockType: 'footer_page',
  agency: 'Immobilier Boréal inc.',
  all_rights_reserved: both('Tous droits réservés.', 'All rights reserved.'),
  logo_image_light: m['logo-clair'],
  logo_image_dark: m['logo-sombre'],
  description: both(
    'Rencontrons-nous : je reçois sur rendez-vous à mon bureau de Laval, du lundi au samedi.',
    'Let’s meet: I see clients by appointment at my Laval office, Monday to Saturday.',
  ),
  cta: link('/contact', both('Prendre rendez-vous', 'Book a meeting'), { type: 'button', icon: 'calendar' }),
  icon_links_repeater: [],
  menu_repeater: [
    {
      menu_link: link(L('/a-propos', '/about'), both('Mon parcours', 'My background')),
      sub_menu_repeater: [
        { menu_link: link(L('/vendre', '/sell'), both('Vendre avec moi', 'Sell with me')) },
        { menu_link: link(L('/blogue', '/blog'), both('Mes conseils', 'My advice')) },
      ],
    },
  ],
  block_params: params('inverted'),
})

/** The About page replaces the site footer with its own, in both languages. */
export const withFooterOverride = (pages: Page[], m: Media): Page[] =>
  pages.map((p) => (pick(p.path, 'fr') === ABOUT ? { ...p, footer_override: [aboutFooter(m)] } : p))

/**
 * A content variant of the About page (spec 1 §2, §6): previewed by an editor at /fr/a-propos?variant=apropos-b
 * with the variant bar; visitors never see it (its own path answers 404 to them).
 */
export const variantPagesData = (m: Media): Array<{ of: string; page: Page }> => [
  {
    of: ABOUT,
    page: {
      title: both('À propos (variante B)', 'About (variant B)'),
      path: L('/a-propos-variante-b', '/about-variant-b'),
      variant: { variant_id: 'apropos-b', name: 'Test A/B 2026', color: '#c2410c' },
      content: [
        {
          blockType: 'image_text',
          super_title: both('À propos', 'About'),
          main_title: both('Plus de 400 familles accompagnées depuis 2009', 'More than 400 families helped since 2009'),
          description: L(
            richText('Achat, vente ou premier projet : je vous guide à chaque étape, en français ou en anglais.'),
            richText('Buying, selling or a first project: I guide you at every step, in French or in English.'),
          ),
          image: image(m['portrait-courtiere']),
          cta_repeater: [],
          block_params: params('normal', 'left'),
        },
      ],
      seo: { robots_index_rule: 'noindex,nofollow' },
    },
  },
]
