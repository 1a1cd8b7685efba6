import { describe, expect, it } from 'vitest'
import { newPage, open, phone, fileBrowser } from './helpers/browser'

/** Masked fields keep every key of a fast typist (no keystroke dropped), pastes and script-set values. */
const browser = fileBrowser()

describe.each([
  { path: '/fr/contact', label: 'Numéro de téléphone' },
  { path: '/en/contact', label: 'Phone number' },
])('phone mask on $path', ({ path, label }) => {
  it('formats keys typed with no delay, after a cleared value, and a pasted number', async () => {
    const page = await newPage(browser(), phone)
    await open(page, path)
    const input = page.getByRole('main').getByLabel(label)
    await input.pressSequentially('4505550168')
    expect(await input.inputValue()).toBe('(450) 555-0168')
    await input.fill('')
    await input.pressSequentially('819555123499')
    expect(await input.inputValue()).toBe('(819) 555-1234')
    await input.press('Backspace')
    await input.press('Backspace')
    expect(await input.inputValue()).toBe('(819) 555-12')
    await input.fill('514-555-0123')
    expect(await input.inputValue()).toBe('(514) 555-0123')
    await page.context().close()
  })
})
