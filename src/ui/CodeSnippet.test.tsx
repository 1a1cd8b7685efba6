import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CodeSnippet } from './CodeSnippet'

describe('code component', () => {
  it('shows markup and scripts as text in <pre><code>, never as elements', () => {
    const html = renderToStaticMarkup(
      <CodeSnippet
        code={'<script>alert("x")</script>\n<img src=x onerror=alert(1)>'}
        label="Exemple"
        language="html"
      />,
    )
    expect(html).toMatch(/^<pre[^>]*><code class="language-html">/)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('aria-label="Exemple"')
  })
  it('renders nothing for an empty sample', () => {
    expect(renderToStaticMarkup(<CodeSnippet code="  " />)).toBe('')
    expect(renderToStaticMarkup(<CodeSnippet code={null} />)).toBe('')
  })
})
