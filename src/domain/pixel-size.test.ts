import { describe, it, expect, vi } from 'vitest'
import { parsePixelSize } from './pixel-size'

describe('parsePixelSize', () => {
  it('parses integer and decimal pixel values', () => {
    const warn = vi.fn()
    expect(parsePixelSize('20px', warn)).toBe(20)
    expect(parsePixelSize('12.5px', warn)).toBe(12.5)
    expect(parsePixelSize('0px', warn)).toBe(0)
    expect(parsePixelSize(' 40px ', warn)).toBe(40)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([['20'], ['20em'], ['px'], ['-4px'], ['abc'], [''], ['1.px']])('rejects %j', (value) => {
    const warn = vi.fn()
    expect(parsePixelSize(value, warn)).toBe(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(JSON.stringify(value))
  })

  it('rejects non-string values and mentions them', () => {
    const warn = vi.fn()
    expect(parsePixelSize(20, warn)).toBe(0)
    expect(parsePixelSize(null, warn)).toBe(0)
    expect(parsePixelSize(undefined, warn)).toBe(0)
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]?.[0]).toContain('20')
    expect(warn.mock.calls[2]?.[0]).toContain('undefined')
  })

  it('defaults to console.warn', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parsePixelSize('big')).toBe(0)
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('big'))
    spy.mockRestore()
  })
})
