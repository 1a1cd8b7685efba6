import sharp from 'sharp'
import { LISTING_PHOTO_COUNT, listingPhotoName } from '@/listings/generator/photos'
import type { DemoImage } from './images'

/** Listing photos and portraits drawn as SVG and rasterised with sharp (no binaries in the repo). */
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const palettes = [
  { sky: '#bcd9ee', ground: '#6d9b5b', wall: '#e8dcc8', roof: '#5a3d2b', door: '#7a2e22' },
  { sky: '#f3c98b', ground: '#7f9d63', wall: '#c9d3dc', roof: '#2f3e55', door: '#2b4c7e' },
  { sky: '#dfe9f2', ground: '#f4f6f8', wall: '#b5523b', roof: '#3b3b3b', door: '#1e1e1e' },
  { sky: '#a9cbe4', ground: '#5c8a4e', wall: '#f1efe6', roof: '#8c2f24', door: '#335c3a' },
]

function photo(i: number): string {
  const p = palettes[i % palettes.length]
  const wide = i % 2 === 0
  const storeys = 1 + (i % 3 === 0 ? 1 : 0)
  const h = 150 + storeys * 110
  const x = wide ? 330 : 420
  const width = wide ? 540 : 360
  const windows = Array.from({ length: storeys * (wide ? 4 : 2) }, (_, k) => {
    const col = k % (wide ? 4 : 2)
    const row = Math.floor(k / (wide ? 4 : 2))
    return `<rect x="${x + 40 + col * (wide ? 125 : 150)}" y="${760 - h + 40 + row * 110}" width="70" height="60" fill="#f7e7b4" stroke="#4a3b2f" stroke-width="5"/>`
  }).join('')
  return svg(
    1200,
    800,
    `
    <rect width="1200" height="800" fill="${p.sky}"/>
    <circle cx="${180 + i * 90}" cy="140" r="60" fill="#fff6d9" opacity="0.85"/>
    <rect y="700" width="1200" height="100" fill="${p.ground}"/>
    <rect x="${x}" y="${760 - h}" width="${width}" height="${h}" fill="${p.wall}"/>
    <polygon points="${x - 30},${765 - h} ${x + width / 2},${620 - h} ${x + width + 30},${765 - h}" fill="${p.roof}"/>
    ${windows}
    <rect x="${x + width / 2 - 35}" y="640" width="70" height="120" fill="${p.door}"/>
    <g fill="#2f5233"><polygon points="120,720 190,460 260,720"/><polygon points="960,730 1040,430 1120,730"/></g>`,
  )
}

function portrait(skin: string, hair: string, shirt: string): string {
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="#e7eef5"/><circle cx="300" cy="240" r="115" fill="${skin}"/>
    <path d="M185 230 Q195 100 300 105 Q420 105 420 240 Q405 170 300 165 Q205 170 185 230Z" fill="${hair}"/>
    <path d="M95 600 Q120 400 300 385 Q480 400 505 600Z" fill="${shirt}"/>`,
  )
}

const jpeg = async (key: string, markup: string): Promise<DemoImage> => ({
  key,
  filename: `${key}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp(Buffer.from(markup)).jpeg({ quality: 72 }).toBuffer(),
})

export async function listingPhotos(): Promise<DemoImage[]> {
  return Promise.all(
    Array.from({ length: LISTING_PHOTO_COUNT }, (_, i) => jpeg(listingPhotoName(i).replace(/\.jpg$/, ''), photo(i))),
  )
}

export async function portraits(): Promise<DemoImage[]> {
  return Promise.all([
    jpeg('portrait-courtier', portrait('#d7a07d', '#2b1d14', '#26415e')),
    jpeg('portrait-equipe', portrait('#c68a6b', '#6b4a2b', '#0b4f8a')),
    jpeg('portrait-adjointe', portrait('#e0b08f', '#8a5a2b', '#5b3f6e')),
  ])
}
