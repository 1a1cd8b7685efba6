import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { ScriptBlock } from './Component'

describe('script_block block', () => {
  const content = '<div id="booking">Réservez</div><script>window.booked = true</script>'
  it('renders nothing of the script on the server when frontend_only (the default)', () => {
    const html = renderToStaticMarkup(
      <ScriptBlock
        block={testBlock('script_block', { script_content: content, consent_category: 'functional' })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).not.toContain('booked')
    expect(html).not.toContain('Réservez')
  })
  it('server-renders the sanitised markup without its scripts when not frontend_only', () => {
    const html = renderToStaticMarkup(
      <ScriptBlock
        block={testBlock('script_block', {
          script_content: content + '<img src=x onerror=alert(1)>',
          frontend_only: false,
          consent_category: 'functional',
          padding_top: 2,
        })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('Réservez')
    expect(html).not.toContain('booked')
    expect(html).not.toContain('onerror')
    expect(html).toContain('--pad-top:2rem')
  })
  it('renders nothing for an empty script', () => {
    expect(
      renderToStaticMarkup(
        <ScriptBlock
          block={testBlock('script_block', { script_content: '  ', consent_category: 'necessary' })}
          ctx={testContext('fr')}
        />,
      ),
    ).toBe('')
  })
})
