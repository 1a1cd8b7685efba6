import sharp from 'sharp'
import type { DemoImage } from './images'
import type { MediaIds } from './types'

type Media = MediaIds

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/** Brand version 2 of the broker's mark: the same name, a new emblem (a key) and a green accent. */
const logoV2 = (fg: string, accent: string) =>
  svg(
    480,
    120,
    `<rect x="8" y="20" width="80" height="80" rx="18" fill="${accent}"/>
    <circle cx="40" cy="60" r="14" fill="none" stroke="#fff" stroke-width="7"/><rect x="52" y="56" width="28" height="8" fill="#fff"/>
    <text x="104" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${fg}">Isabelle Gagnon</text>
    <text x="106" y="94" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="${fg}">Immobilier Boréal</text>`,
  )

/** A site icon: the house of version 1 (blue), the key of version 2 (green). */
const icon = (size: number, v: 1 | 2) =>
  svg(
    size,
    size,
    v === 1
      ? `<rect width="${size}" height="${size}" rx="${size / 4.5}" fill="#0b4f8a"/><path d="M${size * 0.22} ${size * 0.6} L${size / 2} ${size * 0.31} L${size * 0.78} ${size * 0.6} V${size * 0.78} H${size * 0.22}Z" fill="#fff"/>`
      : `<rect width="${size}" height="${size}" rx="${size / 4.5}" fill="#1f7a4d"/><circle cx="${size * 0.38}" cy="${size / 2}" r="${size * 0.16}" fill="none" stroke="#fff" stroke-width="${size * 0.08}"/><rect x="${size * 0.5}" y="${size * 0.46}" width="${size * 0.3}" height="${size * 0.08}" fill="#fff"/>`,
  )

const files: Record<string, string> = {
  'logo-v2-clair': logoV2('#10243a', '#1f7a4d'),
  'logo-v2-sombre': logoV2('#ffffff', '#4cc38a'),
  'favicon-v2': icon(64, 2),
  'apple-icon-v1': icon(180, 1),
  'apple-icon-v2': icon(180, 2),
}

export const brandImageAlts: Record<string, [string, string]> = {
  'logo-v2-clair': ['Isabelle Gagnon, Immobilier Boréal', 'Isabelle Gagnon, Immobilier Boréal'],
  'logo-v2-sombre': ['Isabelle Gagnon, Immobilier Boréal', 'Isabelle Gagnon, Immobilier Boréal'],
  'favicon-v2': ['Icône du site', 'Site icon'],
  'apple-icon-v1': ['Icône du site', 'Site icon'],
  'apple-icon-v2': ['Icône du site', 'Site icon'],
}

export async function brandImages(): Promise<DemoImage[]> {
  return Promise.all(
    Object.entries(files).map(async ([key, body]) => ({
      key,
      buffer: await sharp(Buffer.from(body)).png().toBuffer(),
      filename: `${key}.png`,
      mimeType: 'image/png',
    })),
  )
}

/** The broker site's two logo and favicon sets (spec 1 §1: the brand version picks one). */
export const brokerBrandSets = (m: Media) => ({
  brand_logos: {
    v1_light: m['logo-clair'],
    v1_dark: m['logo-sombre'],
    v2_light: m['logo-v2-clair'],
    v2_dark: m['logo-v2-sombre'],
  },
  favicon_sets: {
    v1_icon: m.favicon,
    v1_apple: m['apple-icon-v1'],
    v2_icon: m['favicon-v2'],
    v2_apple: m['apple-icon-v2'],
  },
})

/** The agency keeps its own logo (its header's); its icons follow the brand version too. */
export const agencyBrandSets = (m: Media) => ({
  favicon_sets: brokerBrandSets(m).favicon_sets,
})
