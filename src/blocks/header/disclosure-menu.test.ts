// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachDisclosureMenu } from './disclosure-menu'

// The server-rendered markup of DesktopNav: two triggers over their panels, a plain link.
const markup = `
  <nav id="nav"><ul>
    <li><a href="/fr">Accueil</a></li>
    <li id="sell"><button type="button" aria-expanded="false" aria-controls="p-sell" data-state="closed">Vendre</button>
      <div id="p-sell" hidden data-state="closed"><ul><li><a href="/fr/vendre">Vendre avec moi</a></li></ul></div></li>
    <li id="about"><button type="button" aria-expanded="false" aria-controls="p-about" data-state="closed">À propos</button>
      <div id="p-about" hidden data-state="closed"><ul><li><a href="/fr/approche">Mon approche</a></li></ul></div></li>
  </ul></nav><button id="outside">ailleurs</button>`

const $ = (id: string) => document.getElementById(id)!
const trigger = (item: string) => $(item).querySelector('button')!
const expanded = () => ['sell', 'about'].filter((i) => trigger(i).getAttribute('aria-expanded') === 'true')
const mouse = (target: Element, type: string) => {
  const e = new Event(type, { bubbles: false })
  Object.assign(e, { pointerType: 'mouse' })
  target.dispatchEvent(e)
}

let detach: () => void
beforeEach(() => {
  document.body.innerHTML = markup
  detach = attachDisclosureMenu($('nav'))
})
afterEach(() => {
  detach()
  vi.useRealTimers()
})

describe('desktop submenus on server-rendered markup', () => {
  it('a click opens one submenu at a time, shows its panel, and a second click closes it', () => {
    trigger('sell').click()
    expect(expanded()).toEqual(['sell'])
    expect($('p-sell').hidden).toBe(false)
    expect($('p-sell').dataset.state).toBe('open')
    trigger('about').click()
    expect(expanded()).toEqual(['about'])
    expect($('p-sell').hidden).toBe(true)
    trigger('about').click()
    expect(expanded()).toEqual([])
  })

  it('Escape closes it and puts the focus back on its trigger', () => {
    trigger('about').click()
    $('p-about').querySelector('a')!.focus()
    $('p-about').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(expanded()).toEqual([])
    expect(document.activeElement).toBe(trigger('about'))
  })

  it('a press or the focus outside the menu closes it; following a link inside closes it', () => {
    trigger('sell').click()
    $('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(expanded()).toEqual([])
    trigger('sell').focus()
    trigger('sell').click()
    $('outside').focus()
    expect(expanded()).toEqual([])
    trigger('sell').click()
    const link = $('p-sell').querySelector('a')!
    link.addEventListener('click', (e) => e.preventDefault())
    link.click()
    expect(expanded()).toEqual([])
  })

  it('the mouse opens it after a short hover, swaps at once to the next item, and closes it on leaving', () => {
    vi.useFakeTimers()
    mouse($('sell'), 'pointerenter')
    expect(expanded()).toEqual([])
    vi.advanceTimersByTime(100)
    expect(expanded()).toEqual(['sell'])
    // A click right after the hover opened it keeps it open.
    trigger('sell').click()
    expect(expanded()).toEqual(['sell'])
    mouse($('sell'), 'pointerleave')
    mouse($('about'), 'pointerenter')
    vi.advanceTimersByTime(0)
    expect(expanded()).toEqual(['about'])
    mouse($('about'), 'pointerleave')
    vi.advanceTimersByTime(200)
    expect(expanded()).toEqual([])
  })

  it('a touch does not open it by hovering', () => {
    vi.useFakeTimers()
    const e = new Event('pointerenter')
    Object.assign(e, { pointerType: 'touch' })
    $('sell').dispatchEvent(e)
    vi.advanceTimersByTime(500)
    expect(expanded()).toEqual([])
  })
})
