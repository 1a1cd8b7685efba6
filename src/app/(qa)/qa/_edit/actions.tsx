'use server'
import { unauthorized } from 'next/navigation'
import type { ReactNode } from 'react'
import { currentEditor } from '@/data/editor-session'
import { getThemeDoc, listMediaChoices } from '@/data/qa-data'
import { requireSite, type SiteRecord } from '@/data/site-data'
import { isLocale } from '@/domain/locales'
import { getDemoBlocks } from '@/views/demo-blocks'
import { applyEdits, type FieldError, type Obj } from './form-values'
import { blockSpecs, settingsSpecs } from './specs'
import { SettingsPreview } from './SettingsPreview'
import { BlocksPreview } from './preview'

export type RenderResult = { ok: true; node: ReactNode } | { ok: false; errors: FieldError[] }
type Input = { locale?: unknown; [section: string]: unknown }

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Editors only: anyone else gets 401 (this renders, it never writes). */
async function editorOnly() {
  if (!(await currentEditor())) unauthorized()
}

/**
 * QA sections: one demo block rendered with the panel's values, checked against the block's schema
 * first. Nothing is saved: saving stays in the CMS.
 */
export async function renderQaBlock(blockType: unknown, input: Input): Promise<RenderResult> {
  await editorOnly()
  const invalid: RenderResult = { ok: false, errors: [{ path: '', code: 'type' }] }
  if (typeof blockType !== 'string' || !isObj(input) || !isLocale(input.locale)) return invalid
  const specs = blockSpecs(blockType)
  if (!specs) return invalid
  const site = await requireSite()
  const original = (await getDemoBlocks(site.id))[blockType]
  if (!original) return { ok: false, errors: [{ path: '', code: 'type' }] }
  const media = await listMediaChoices()
  const fields = applyEdits(specs.fields, input.fields, original.fields, media)
  const params = applyEdits(specs.params, input.params ?? {}, original.block_params, media)
  const errors = [...fields.errors, ...params.errors.map((e) => ({ ...e, path: `block_params.${e.path}` }))]
  if (errors.length) return { ok: false, errors }
  const block = { ...original, fields: fields.value, block_params: params.value }
  return { ok: true, node: <BlocksPreview blocks={[block]} locale={input.locale} site={site} /> }
}

/** QA settings: the site's settings and theme as edited, applied to a few demo blocks. */
export async function renderQaSettings(input: Input): Promise<RenderResult> {
  await editorOnly()
  if (!isObj(input) || !isLocale(input.locale) || !isLocale(input.ui))
    return { ok: false, errors: [{ path: '', code: 'type' }] }
  const specs = settingsSpecs()
  const site = await requireSite()
  const media = await listMediaChoices()
  const edited = applyEdits(specs.site, input.site ?? {}, site as unknown as Obj, media)
  const theme = applyEdits(specs.theme, input.theme ?? {}, await getThemeDoc(site.id), media)
  const errors = [...edited.errors, ...theme.errors.map((e) => ({ ...e, path: `theme.${e.path}` }))]
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    node: (
      <SettingsPreview
        site={edited.value as unknown as SiteRecord}
        theme={theme.value}
        locale={input.locale}
        ui={input.ui}
      />
    ),
  }
}
