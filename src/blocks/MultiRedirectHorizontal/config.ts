import { defineBlock } from '../defineBlock'
import { icon, image, L, link, repeater, text, textarea } from '../catalogue-fields'

/**
 * Multi-redirect horizontal (spec 2 §3 "Multi-redirect item": main_title, description, cta, icon or image;
 * numbered item: link, index, show_number). item_display chooses image, icon or numbered items.
 */
export const MultiRedirectHorizontalConfig = defineBlock(
  'multi_redirect_horizontal',
  { fr: 'Redirections multiples (horizontal)', en: 'Multi-redirect horizontal' },
  [
    text('main_title', L.mainTitle),
    {
      name: 'item_display',
      type: 'select',
      defaultValue: 'image',
      label: { fr: 'Type d’éléments', en: 'Item type' },
      options: [
        { value: 'image', label: { fr: 'Image', en: 'Image' } },
        { value: 'icon', label: { fr: 'Icône', en: 'Icon' } },
        { value: 'numbered', label: { fr: 'Numérotés', en: 'Numbered' } },
      ],
    },
    repeater('items_repeater', { fr: 'Éléments', en: 'Items' }, [
      text('main_title', L.mainTitle, true),
      textarea('description', L.description),
      link('cta', L.cta),
      image('image', L.image),
      icon('icon', L.icon),
      link('link', L.link),
      { name: 'index', type: 'number', min: 0, label: { fr: 'Numéro', en: 'Index' } },
      {
        name: 'show_number',
        type: 'checkbox',
        defaultValue: true,
        label: { fr: 'Afficher le numéro', en: 'Show number' },
      },
    ]),
  ],
)
