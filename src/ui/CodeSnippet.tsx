/**
 * The spec's code component: source text shown as text (React escapes it) in <pre><code>, never run
 * or parsed as HTML. A label names the sample for screen readers; long lines scroll inside the box.
 */
export function CodeSnippet({ code, label, language }: { code?: string | null; label?: string; language?: string }) {
  if (!code?.trim()) return null
  return (
    <pre className="code-snippet" tabIndex={0} aria-label={label} role={label ? 'region' : undefined}>
      <code className={language ? `language-${language}` : undefined}>{code}</code>
    </pre>
  )
}
