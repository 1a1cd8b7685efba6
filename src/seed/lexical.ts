type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

const text = (t: string, format = 0): TextNode => ({
  type: 'text',
  text: t,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** Parse **bold** runs in a seed sentence into Lexical text nodes. */
function inline(line: string): TextNode[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? text(part.slice(2, -2), 1) : text(part)))
}

/** A Lexical element node, as the generated rich text type wants it. */
type ElementNode = { type: string; version: number; [k: string]: unknown }

const block = (type: string, children: ElementNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

/** A rich text value as the seed writes it. */
export type RichText = ReturnType<typeof richText>

/** Lexical rich text from paragraphs; a paragraph starting with '- ' lines becomes a bullet list, '## ' a heading. */
export function richText(...paragraphs: string[]) {
  const children = paragraphs.map((p) => {
    if (p.startsWith('## ')) return block('heading', inline(p.slice(3)), { tag: 'h2' })
    if (p.startsWith('- ')) {
      const items = p.split('\n').map((l, i) => block('listitem', inline(l.replace(/^- /, '')), { value: i + 1 }))
      return block('list', items, { listType: 'bullet', start: 1, tag: 'ul' })
    }
    return block('paragraph', inline(p), { textFormat: 0, textStyle: '' })
  })
  return { root: block('root', children) }
}
