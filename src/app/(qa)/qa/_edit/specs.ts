import 'server-only'
import type { Field } from 'payload'
import { footerBlocks, headerBlocks, pageBlocks } from '@/blocks/configs'
import { collections } from '@/collections'
import { contractNames } from '@/domain/contract-names'
import { formSpec, type FormField, type Names } from './form-spec'

const blocks = [...headerBlocks, ...footerBlocks, ...pageBlocks]
const isParams = (f: Field) => 'name' in f && f.name === 'block_params'

/** A block type's panel: its own fields (contract names) and its block_params. */
export function blockSpecs(type: string): { fields: FormField[]; params: FormField[] } | null {
  const block = blocks.find((b) => b.slug === type)
  if (!block) return null
  const names = (contractNames as Record<string, Names>)[type]
  const params = block.fields.find(isParams)
  const paramSpec = params && params.type === 'group' ? formSpec(params.fields) : []
  return {
    fields: formSpec(
      block.fields.filter((f) => !isParams(f)),
      names,
    ),
    params: paramSpec.filter((f) => f.kind !== 'group' || f.name !== 'core_data'),
  }
}

/** The site settings the QA settings panel edits: the site's own (type, brand, contact form) and its theme. */
const SITE_FIELDS = new Set(['site_type', 'brand_version', 'contact_form'])

export function settingsSpecs(): { site: FormField[]; theme: FormField[] } {
  const sites = collections.find((c) => c.slug === 'sites')
  const theme = collections.find((c) => c.slug === 'theme')
  return {
    site: formSpec(sites?.fields ?? []).filter((f) => SITE_FIELDS.has(f.name)),
    theme: formSpec(theme?.fields ?? []),
  }
}

/** A block type's name in French and English (its CMS label). */
export function blockLabel(type: string): { fr: string; en: string } {
  const l = blocks.find((b) => b.slug === type)?.labels?.singular
  return typeof l === 'object' && l && 'fr' in l
    ? { fr: String(l.fr), en: String(l.en ?? l.fr) }
    : { fr: type, en: type }
}
