import { describe, expect, it } from 'vitest'
import { HeroContent1Config } from '@/blocks/HeroContent1/config'
import { CtaConfig } from '@/blocks/Cta/config'
import { formSpec, type FormField } from './form-spec'
import { applyEdits, formValues, htmlToParagraphs, paragraphsToHtml, type MediaChoice } from './form-values'

const media: MediaChoice[] = [
  {
    id: '7',
    url: '/api/media/file/a.jpg',
    alt: { fr: 'Salon', en: 'Living room' },
    width: 800,
    height: 600,
    mimeType: 'image/jpeg',
  },
]
const hero = formSpec(HeroContent1Config.fields.filter((f) => !('name' in f && f.name === 'block_params')))
const find = (spec: FormField[], name: string) => spec.find((f) => f.name === name)!

describe('QA panel form from a block schema', () => {
  it("reads the block's fields: localized text, rich text, media, the CTA links' url (link rule) and labels in both languages", () => {
    expect(find(hero, 'main_title')).toMatchObject({ kind: 'text', localized: true, label: { fr: expect.any(String) } })
    expect(find(hero, 'description').kind).toBe('richText')
    const mediaGroup = find(hero, 'media')
    expect(mediaGroup.kind).toBe('group')
    const cta = find(hero, 'cta_repeater')
    expect(cta.kind).toBe('array')
    const link = cta.kind === 'array' ? find(cta.fields, 'cta') : null
    expect(link && link.kind === 'group' ? find(link.fields, 'url') : null).toMatchObject({ kind: 'url', rule: 'link' })
    expect(JSON.stringify(hero)).not.toMatch(/core_data|block_params/)
  })

  it('turns rich text into plain paragraphs and back', () => {
    const html = '<p>Un &amp; deux</p><p>Trois<br>quatre</p>'
    expect(htmlToParagraphs(html)).toBe('Un & deux\n\nTrois\nquatre')
    expect(paragraphsToHtml('a <b>\n\nc')).toBe('<p>a &lt;b&gt;</p><p>c</p>')
  })

  it('lays valid edits over the stored block, per language, keeping what the panel does not edit', () => {
    const stored = {
      main_title: { fr: 'Bonjour', en: 'Hello' },
      description: { fr: '<p><strong>Gras</strong></p>', en: '<p>Old</p>' },
      media: { kind: 'image', image: { media: null, filters: { blur: 0 } } },
    }
    const form = formValues(hero, stored, { media })
    expect(form.main_title).toEqual({ fr: 'Bonjour', en: 'Hello' })
    const posted = {
      ...form,
      main_title: { fr: 'Nouveau titre', en: 'New title' },
      description: { fr: 'Gras', en: 'New\n\ntext' },
      media: { kind: 'image', image: { media: '7' } },
    }
    const { value, errors } = applyEdits(hero, posted, stored, media)
    expect(errors).toEqual([])
    expect(value.main_title).toEqual({ fr: 'Nouveau titre', en: 'New title' })
    // unchanged text keeps its formatting; changed text becomes plain paragraphs
    expect(value.description).toEqual({ fr: '<p><strong>Gras</strong></p>', en: '<p>New</p><p>text</p>' })
    expect(value.media).toMatchObject({ image: { media: { url: media[0].url, width: 800 }, filters: { blur: 0 } } })
  })

  it('refuses what the schema does not allow: wrong types, unsafe links, unknown options and media, too many rows', () => {
    const cta = formSpec(CtaConfig.fields)
    const paramsField = CtaConfig.fields.find((f) => 'name' in f && f.name === 'block_params')
    const params = formSpec(paramsField?.type === 'group' ? paramsField.fields : [])
    const bad = applyEdits(hero, { main_title: { fr: 42 }, media: { image: { media: '999' } } }, {}, media)
    expect(bad.errors.map((e) => e.code).sort()).toEqual(['media', 'type'])
    const link = applyEdits(hero, { cta_repeater: [{ cta: { url: { fr: 'javascript:alert(1)' } } }] }, {}, media)
    expect(link.errors).toEqual([{ path: 'cta_repeater.0.cta.url.fr', code: 'url' }])
    expect(applyEdits(params, { color_scheme: 'purple' }, {}, media).errors).toEqual([
      { path: 'color_scheme', code: 'option' },
    ])
    expect(applyEdits(params, { color_scheme: 'inverted' }, {}, media).value.color_scheme).toBe('inverted')
    expect(applyEdits(hero, { cta_repeater: Array(5).fill({}) }, {}, media).errors[0]?.code).toBe('rows')
    expect(applyEdits(cta, 'nope', {}, media).errors[0]?.code).toBe('type')
  })
})
