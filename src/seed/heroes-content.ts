import type { MediaIds, SeedPage, SeedSeo } from './types'
import { richText } from './lexical'
import { L, type Bilingual } from './localize'
import { both, cta, link } from './links'
import { image } from './block-values'

type Media = MediaIds
const rt = (fr: string, en: string) => L(richText(fr), richText(en))
const seo = (title: Bilingual, description: Bilingual, m: Media): SeedSeo => ({
  title,
  description,
  og_title: title,
  og_description: description,
  og_image: m['hero-maison'],
  robots_index_rule: 'index,follow',
})
const slide = (bg: number | undefined, title: Bilingual, description: Bilingual, ctas: ReturnType<typeof cta>[]) => ({
  bg_media: image(bg),
  main_title: title,
  description,
  cta_repeater: ctas,
})

/** Demo pages for the heroes (spec 2 "Heroes"): a landing page for sellers and the team's home. */
export const heroPagesData = (m: Media): SeedPage[] => [
  {
    title: both('Vendre votre propriété', 'Sell your property'),
    path: L('/vendre-ma-propriete', '/sell-my-property'),
    content: [
      {
        blockType: 'hero_landing_page',
        main_title: both(
          'Vendez au meilleur prix, sans mauvaise surprise',
          'Sell at the best price, with no bad surprises',
        ),
        description: rt(
          'Une évaluation gratuite en 48 heures, une mise en marché soignée et un suivi à chaque étape. Laissez-moi vos coordonnées : je vous rappelle aujourd’hui.',
          'A free valuation within 48 hours, careful marketing and follow-up at every step. Leave me your details: I will call you back today.',
        ),
        media: { kind: 'image', image: image(m['rue-laval']) },
        avatar: image(m['portrait-courtiere'], 50, 30),
        cta_repeater: [
          cta(L('/vendre', '/sell'), both('Les étapes de la vente', 'Steps to selling'), {
            type: 'button-outline',
            icon: 'arrow-right',
            align: 'right',
          }),
        ],
        block_params: { color_scheme: 'normal', orientation_x: 'left' },
      },
      {
        blockType: 'hero_content_2',
        main_title: both('Une mise en valeur qui fait la différence', 'Staging that makes the difference'),
        description: rt(
          'Photos professionnelles, visite virtuelle et diffusion sur Centris dès la signature du contrat.',
          'Professional photos, a virtual tour and a Centris listing as soon as the contract is signed.',
        ),
        bg_media: image(m['hero-maison'], 45, 60),
        cta_repeater: [
          cta(L('/proprietes', '/properties'), both('Voir mes propriétés vendues', 'See my sold properties'), {
            icon: 'search',
          }),
          cta(L('/visite-video', '/video-tour'), both('Voir une visite vidéo', 'Watch a video tour'), {
            type: 'button-outline',
            icon: 'arrow-right',
            align: 'right',
          }),
        ],
        block_params: { color_scheme: 'normal', orientation_x: 'right' },
      },
      {
        blockType: 'hero_cta',
        align_y: 'center',
        logo: m['logo-sombre'],
        main_title: both('Combien vaut votre propriété?', 'What is your property worth?'),
        sub_title: both('Évaluation gratuite et sans engagement', 'Free valuation, no commitment'),
        under_sub_title: both(
          'Réponse en 48 heures, partout à Laval et sur la Rive-Nord.',
          'Answer within 48 hours, anywhere in Laval and the North Shore.',
        ),
        bg_media: image(m['bureau-laval']),
        cta_repeater: [
          cta('/contact', both('Demander une évaluation', 'Request a valuation'), {
            icon: 'arrow-right',
            align: 'right',
          }),
        ],
        block_params: { color_scheme: 'inverted' },
      },
    ],
    seo: seo(
      both('Vendre votre propriété', 'Sell your property'),
      both(
        'Évaluation gratuite et accompagnement complet pour vendre votre propriété à Laval.',
        'Free valuation and full support to sell your property in Laval.',
      ),
      m,
    ),
  },
  {
    title: both('Notre équipe', 'Our team'),
    path: L('/equipe', '/team'),
    content: [
      {
        blockType: 'hero_slider',
        slides_repeater: [
          slide(
            m['hero-maison'],
            both('L’équipe Gagnon, à vos côtés depuis 2009', 'The Gagnon team, by your side since 2009'),
            both(
              'Deux courtiers, une seule façon de travailler : la vôtre.',
              'Two brokers, one way of working: yours.',
            ),
            [cta('/contact', both('Nous joindre', 'Contact us'), { icon: 'phone' })],
          ),
          slide(
            m['rue-laval'],
            both('Acheter sur la Rive-Nord', 'Buying on the North Shore'),
            both(
              'Nous connaissons chaque rue de Laval, Blainville et Terrebonne.',
              'We know every street in Laval, Blainville and Terrebonne.',
            ),
            [
              cta(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'), {
                icon: 'search',
              }),
            ],
          ),
          slide(
            m['bureau-laval'],
            both('Vendre sans stress', 'Selling stress-free'),
            both(
              'Une évaluation gratuite et un plan de mise en marché sur mesure.',
              'A free valuation and a tailored marketing plan.',
            ),
            [
              cta(L('/vendre-ma-propriete', '/sell-my-property'), both('Vendre ma propriété', 'Sell my property'), {
                icon: 'arrow-right',
                align: 'right',
              }),
            ],
          ),
        ],
        block_params: { color_scheme: 'inverted' },
      },
      {
        blockType: 'hero_profile_page',
        media: { kind: 'image', image: image(m['portrait-courtiere'], 50, 30) },
        main_title: both('Isabelle Gagnon', 'Isabelle Gagnon'),
        sub_title: both('Courtière immobilière résidentielle', 'Residential real estate broker'),
        under_sub_title: both('Chef d’équipe, Immobilier Boréal inc.', 'Team leader, Immobilier Boréal inc.'),
        list_items_repeater: [
          {
            main_title: both('250+ transactions', '250+ transactions'),
            description: both('depuis 2009', 'since 2009'),
          },
          {
            main_title: both('Français, anglais', 'French, English'),
            description: both('langues parlées', 'languages spoken'),
          },
        ],
        icon_links_repeater: [
          { icon: { type: 'phone' }, link: link('tel:+14505550123', both('450 555-0123', '450-555-0123')) },
          {
            icon: { type: 'mail' },
            link: link('mailto:isabelle@demo.courtier.local', both('Écrire un courriel', 'Send an email')),
          },
        ],
        cta_repeater: [cta('/contact', both('Prendre rendez-vous', 'Book a meeting'), { icon: 'calendar' })],
        block_params: { color_scheme: 'normal', orientation_x: 'right' },
      },
      {
        blockType: 'hero_infos',
        media: { kind: 'image', image: image(m['bureau-laval']) },
        main_title: both('Notre bureau de Laval', 'Our Laval office'),
        sub_title: both('Ouvert du lundi au samedi', 'Open Monday to Saturday'),
        list_items_repeater: [
          {
            main_title: both('Lundi au vendredi', 'Monday to Friday'),
            description: both('9 h à 18 h', '9 a.m. to 6 p.m.'),
          },
          { main_title: both('Samedi', 'Saturday'), description: both('10 h à 15 h', '10 a.m. to 3 p.m.') },
        ],
        cta_repeater: [cta('/contact', both('Nous écrire', 'Write to us'), { type: 'button-outline', icon: 'mail' })],
        block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
      },
    ],
    seo: seo(
      both('Notre équipe', 'Our team'),
      both(
        'L’équipe Gagnon, courtiers immobiliers à Laval et sur la Rive-Nord.',
        'The Gagnon team, real estate brokers in Laval and the North Shore.',
      ),
      m,
    ),
  },
]
