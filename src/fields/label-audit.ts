import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

/** True for a Payload label object with non-empty French and English text. */
export const isBilingual = (v: unknown): boolean => {
  if (!v || typeof v !== 'object') return false
  const { fr, en } = v as Record<string, unknown>
  return typeof fr === 'string' && fr.trim() !== '' && typeof en === 'string' && en.trim() !== ''
}

type Report = (path: string, what: string) => void

const checkDescription = (admin: unknown, path: string, report: Report) => {
  const description = (admin as { description?: unknown } | undefined)?.description
  if (description !== undefined && !isBilingual(description)) report(path, 'description')
}

const checkPlural = (labels: unknown, path: string, report: Report) => {
  const l = labels as { singular?: unknown; plural?: unknown } | undefined
  if (!isBilingual(l?.singular) || !isBilingual(l?.plural)) report(path, 'labels')
}

function checkBlock(block: Block, path: string, report: Report) {
  const at = `${path}{${block.slug}}`
  checkPlural(block.labels, at, report)
  checkFields(block.fields, at, report)
}

/** Walks fields as the admin shows them; hidden fields (never shown) and ui fields (own component) are skipped. */
function checkFields(fields: Field[], path: string, report: Report) {
  for (const field of fields) {
    const admin = 'admin' in field ? (field.admin as { hidden?: boolean } | undefined) : undefined
    if (('hidden' in field && field.hidden) || admin?.hidden || field.type === 'ui') continue
    const name = 'name' in field ? field.name : `(${field.type})`
    const at = `${path}.${name}`
    if (field.type !== 'row' && field.type !== 'tabs') {
      const label = 'label' in field ? field.label : undefined
      if (label !== false && !isBilingual(label)) report(at, 'label')
    }
    checkDescription(admin, at, report)
    switch (field.type) {
      case 'select':
      case 'radio':
        field.options.forEach((o) => {
          if (typeof o === 'string' || !isBilingual(o.label))
            report(`${at}=${typeof o === 'string' ? o : o.value}`, 'option')
        })
        break
      case 'array':
        checkPlural(field.labels, at, report)
        checkFields(field.fields, at, report)
        break
      case 'blocks':
        checkPlural(field.labels, at, report)
        ;(field.blocks ?? []).forEach((b) => checkBlock(b, at, report))
        break
      case 'group':
      case 'row':
      case 'collapsible':
        checkFields(field.fields, at, report)
        break
      case 'tabs':
        field.tabs.forEach((tab, i) => {
          const tabAt = `${at}[${'name' in tab && tab.name ? tab.name : i}]`
          if (!isBilingual(tab.label)) report(tabAt, 'label')
          checkDescription(tab, tabAt, report)
          checkFields(tab.fields, tabAt, report)
        })
        break
    }
  }
}

/** Every place of ours where the admin would show a label or description in one language only. */
export function monolingualLabels(config: { collections: CollectionConfig[]; globals: GlobalConfig[] }): string[] {
  const found: string[] = []
  const report: Report = (path, what) => found.push(`${path} (${what})`)
  for (const c of config.collections) {
    checkPlural(c.labels, c.slug, report)
    checkDescription(c.admin, c.slug, report)
    if (c.admin?.group !== undefined && c.admin.group !== false && !isBilingual(c.admin.group)) report(c.slug, 'group')
    checkFields(c.fields, c.slug, report)
  }
  for (const g of config.globals) {
    if (!isBilingual(g.label)) report(g.slug, 'label')
    checkDescription(g.admin, g.slug, report)
    if (g.admin?.group !== undefined && g.admin.group !== false && !isBilingual(g.admin.group)) report(g.slug, 'group')
    checkFields(g.fields, g.slug, report)
  }
  return found
}
