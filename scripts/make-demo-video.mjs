#!/usr/bin/env node
// Records the demo video (public/videos/visite-demo.webm) from an animated canvas in Debian's Chromium:
// no ffmpeg, no network. node scripts/make-demo-video.mjs [out.webm]
import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'

const out = process.argv[2] ?? 'public/videos/visite-demo.webm'
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
})
const page = await browser.newPage()
const base64 = await page.evaluate(async () => {
  const W = 640
  const H = 360
  const SECONDS = 6
  const canvas = document.createElement('canvas')
  canvas.width = W
  canvas.height = H
  document.body.append(canvas)
  const c = canvas.getContext('2d')
  const house = (x, y, s, wall, roof, lit) => {
    c.save()
    c.translate(x, y)
    c.scale(s, s)
    c.fillStyle = wall
    c.fillRect(0, 80, 220, 150)
    c.fillStyle = roof
    c.beginPath()
    c.moveTo(-20, 85)
    c.lineTo(110, 0)
    c.lineTo(240, 85)
    c.fill()
    c.fillStyle = lit
    c.fillRect(30, 115, 45, 40)
    c.fillRect(145, 115, 45, 40)
    c.fillStyle = '#6b3f2a'
    c.fillRect(92, 150, 40, 80)
    c.fillStyle = '#7a4b3a'
    c.fillRect(160, 20, 22, 45)
    c.restore()
  }
  const tree = (x, base, h) => {
    c.fillStyle = '#2f5233'
    c.beginPath()
    c.moveTo(x - 30, base)
    c.lineTo(x, base - h)
    c.lineTo(x + 30, base)
    c.fill()
  }
  // A slow pan and zoom over a house at dusk: the sun sets, the windows light up.
  const draw = (t) => {
    const k = t / SECONDS
    const sky = c.createLinearGradient(0, 0, 0, H)
    sky.addColorStop(0, `hsl(${30 - 20 * k}, 85%, ${68 - 30 * k}%)`)
    sky.addColorStop(1, `hsl(40, 90%, ${88 - 25 * k}%)`)
    c.setTransform(1, 0, 0, 1, 0, 0)
    c.fillStyle = sky
    c.fillRect(0, 0, W, H)
    const zoom = 1 + 0.25 * k
    c.setTransform(zoom, 0, 0, zoom, -W * 0.12 * k, -H * 0.1 * k)
    c.fillStyle = '#fff4d6'
    c.beginPath()
    c.arc(500, 70 + 120 * k, 34, 0, Math.PI * 2)
    c.fill()
    c.fillStyle = '#5f8f5a'
    c.fillRect(0, 250, W, H)
    c.fillStyle = '#3f6b3f'
    c.fillRect(0, 290, W, H)
    house(210, 135, 0.62, '#d9d2c5', '#8c2f24', k > 0.5 ? '#ffd86b' : '#f7e7b4')
    tree(110, 262, 90)
    tree(480, 266, 100)
    tree(545, 270, 80)
  }
  const stream = canvas.captureStream(24)
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 })
  const chunks = []
  rec.ondataavailable = (e) => chunks.push(e.data)
  const done = new Promise((resolve) => (rec.onstop = resolve))
  const start = performance.now()
  draw(0)
  rec.start()
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000
      draw(Math.min(t, SECONDS))
      if (t < SECONDS) requestAnimationFrame(frame)
      else resolve()
    }
    requestAnimationFrame(frame)
  })
  rec.stop()
  await done
  const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
  let s = ''
  for (const b of buf) s += String.fromCharCode(b)
  return btoa(s)
})
writeFileSync(out, Buffer.from(base64, 'base64'))
console.log(out, Buffer.from(base64, 'base64').length, 'bytes')
await browser.close()
