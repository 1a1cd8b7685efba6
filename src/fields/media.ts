import type { Field } from 'payload'
import { editorUrl } from './url-validate'

/** The spec's image component: media (url, alt per locale), focal center, filters. */
export function imageField(name = 'image', opts: { localizedMedia?: boolean } = {}): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'media', type: 'upload', relationTo: 'media', localized: opts.localizedMedia ?? false },
      {
        name: 'center',
        type: 'group',
        admin: { description: { fr: 'Point focal en pourcentage (0 à 100).', en: 'Focal point in percent (0–100).' } },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'x', type: 'number', min: 0, max: 100 },
              { name: 'y', type: 'number', min: 0, max: 100 },
            ],
          },
        ],
      },
      {
        name: 'filters',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'blur', type: 'number', defaultValue: 0, min: 0 },
              { name: 'brightness', type: 'number', defaultValue: 1, min: 0 },
              { name: 'contrast', type: 'number', defaultValue: 1, min: 0 },
              { name: 'opacity', type: 'number', defaultValue: 1, min: 0, max: 1 },
              { name: 'saturate', type: 'number', defaultValue: 1, min: 0 },
            ],
          },
        ],
      },
    ],
  }
}

const sourceFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'url', type: 'text', required: true, validate: editorUrl('https-or-path') },
      { name: 'type', label: { fr: 'Type de fichier', en: 'File type' }, type: 'text', defaultValue: 'video/mp4' },
    ],
  },
]

/** The spec's video component: sources or external sources per locale, poster, playback flags. */
export function videoField(name = 'video'): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'sources', type: 'array', localized: true, fields: sourceFields },
      {
        name: 'external_sources',
        type: 'array',
        localized: true,
        admin: {
          description: {
            fr: 'Liens YouTube (watch, youtu.be, embed, shorts, live).',
            en: 'YouTube links (watch, youtu.be, embed, shorts, live).',
          },
        },
        fields: sourceFields,
      },
      {
        name: 'captions',
        type: 'text',
        localized: true,
        validate: editorUrl('https-or-path'),
        admin: {
          description: {
            fr: 'Fichier de sous-titres WebVTT (.vtt) dans la langue de cette version, téléversé dans les médias.',
            en: 'WebVTT captions file (.vtt) in this version’s language, uploaded to the media.',
          },
        },
      },
      { name: 'poster', type: 'upload', relationTo: 'media' },
      {
        type: 'row',
        fields: [
          { name: 'autoplay', type: 'checkbox', defaultValue: false },
          { name: 'controls', type: 'checkbox', defaultValue: false },
          { name: 'loop', type: 'checkbox', defaultValue: true },
          { name: 'muted', type: 'checkbox', defaultValue: true },
        ],
      },
    ],
  }
}

/** A block's main media: an image or a video. */
export function mediaField(name = 'media'): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'kind', type: 'select', defaultValue: 'image', options: ['image', 'video'] },
      { ...imageField('image'), admin: { condition: (_, s) => s?.kind !== 'video' } } as Field,
      { ...videoField('video'), admin: { condition: (_, s) => s?.kind === 'video' } } as Field,
    ],
  }
}
