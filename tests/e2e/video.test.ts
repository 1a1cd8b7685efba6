import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, phone, fileBrowser } from './helpers/browser'

// Spec 2 "Video": a non-autoplay video pauses when it leaves the viewport; an autoplay one plays when
// it is in view (never under reduced motion). The demo page (src/seed/video-content.ts) has both: the
// hero's video, started by the visitor, and an autoplay video lower down, below the fold at load.
const browser = fileBrowser()

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const widths = { phone, desktop }
const pages = {
  fr: {
    path: '/fr/visite-video',
    play: 'Lire la vidéo',
    title: 'Un plain-pied lumineux à Laval, en vidéo',
    captions: { lang: 'fr-CA', label: 'Français', first: '[Sans paroles] La façade du plain-pied, de jour.' },
  },
  en: {
    path: '/en/video-tour',
    play: 'Play video',
    title: 'A bright bungalow in Laval, on video',
    captions: { lang: 'en-CA', label: 'English', first: '[No speech] The front of the bungalow, by day.' },
  },
}

const heroVideo = (page: Page) => page.locator('section.block--hero_content_1 video')
const inPageVideo = (page: Page) => page.locator('section.block--hero_infos video')
const playing = (video: Locator) => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)
const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused)
const inViewport = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect()
    return r.bottom > 0 && r.top < window.innerHeight
  })
const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0))
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

describe.each(Object.entries(widths))('videos on the demo page (%s)', (_, size) => {
  it.each(Object.entries(pages))(
    '%s: the autoplay video plays in view, the hero video pauses out of view',
    async (_, t) => {
      const page = await newPage(browser(), size)
      await open(page, t.path)
      await expect(page.getByRole('heading', { level: 1, name: t.title }).isVisible()).resolves.toBe(true)
      const hero = heroVideo(page)
      const below = inPageVideo(page)
      // Its captions, in the page's language, are on by default (WCAG 1.2.2): the browser loaded their cues.
      const captions = () =>
        hero.evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0]
          const cue = track?.cues?.[0] as VTTCue | undefined
          return track ? { lang: track.language, label: track.label, mode: track.mode, first: cue?.text } : null
        })
      await expect
        .poll(captions, { timeout: 15_000 })
        .toEqual({ lang: t.captions.lang, label: t.captions.label, mode: 'showing', first: t.captions.first })
      // The hero's video waits for the visitor; the autoplay one does not start out of view.
      await page.waitForTimeout(800)
      expect(await paused(hero)).toBe(true)
      if (!(await inViewport(below))) expect(await paused(below)).toBe(true)

      // Below the fold at load, the autoplay video plays once scrolled to (it used to stay frozen).
      await below.scrollIntoViewIfNeeded()
      await expect.poll(() => playing(below), { timeout: 15_000 }).toBe(true)

      // The visitor starts the hero's video; scrolled out of view it pauses, and stays paused on return.
      await scrollToTop(page)
      await page.locator('section.block--hero_content_1').getByRole('button', { name: t.play }).click()
      await expect.poll(() => playing(hero), { timeout: 15_000 }).toBe(true)
      await scrollToBottom(page)
      expect(await inViewport(hero)).toBe(false)
      await expect.poll(() => paused(hero), { timeout: 3000 }).toBe(true)
      await scrollToTop(page)
      await page.waitForTimeout(500)
      expect(await paused(hero)).toBe(true)
      // Started once, it offers the browser's own controls (the play overlay is for before the first play).
      expect(await hero.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true)

      // Out of view the autoplay video is left alone; back in view it is playing.
      if (!(await inViewport(below))) expect(await paused(below)).toBe(false)
      await below.scrollIntoViewIfNeeded()
      await expect.poll(() => playing(below), { timeout: 15_000 }).toBe(true)
      await page.context().close()
    },
  )
})

describe('videos under reduced motion', () => {
  it.each(Object.entries(pages))('%s: nothing plays by itself; the visitor can still start a video', async (_, t) => {
    const page = await newPage(browser(), { ...phone, reducedMotion: 'reduce' })
    await open(page, t.path)
    const below = inPageVideo(page)
    await below.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1500)
    expect(await below.evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([true, 0])
    const play = page.locator('section.block--hero_infos').getByRole('button', { name: t.play })
    await play.click()
    await expect.poll(() => playing(below), { timeout: 15_000 }).toBe(true)
    await page.context().close()
  })
})
