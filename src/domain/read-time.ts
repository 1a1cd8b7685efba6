/** Words a minute used for an article's reading time. */
export const WORDS_PER_MINUTE = 200

/** Words in a Lexical rich-text value (every text node, at any depth). */
export function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0
  const n = node as { text?: unknown; children?: unknown; root?: unknown }
  let words = typeof n.text === 'string' ? n.text.split(/\s+/).filter(Boolean).length : 0
  if (n.root) words += countWords(n.root)
  if (Array.isArray(n.children)) for (const child of n.children) words += countWords(child)
  return words
}

/** Whole minutes to read, at least 1 (spec: shown as at least one minute, rounded). */
export const readMinutes = (content: unknown) => Math.max(1, Math.round(countWords(content) / WORDS_PER_MINUTE))
