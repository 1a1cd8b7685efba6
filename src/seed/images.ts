import sharp from 'sharp'

/** Demo pictures drawn as SVG and rasterised with sharp: no network, no binary files in the repo. */
const W = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const house = (x: number, y: number, s: number, wall: string, roof: string) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="80" width="220" height="150" fill="${wall}"/>
    <polygon points="-20,85 110,0 240,85" fill="${roof}"/>
    <rect x="30" y="115" width="45" height="40" fill="#f7e7b4" stroke="#5b4636" stroke-width="4"/>
    <rect x="145" y="115" width="45" height="40" fill="#f7e7b4" stroke="#5b4636" stroke-width="4"/>
    <rect x="92" y="150" width="40" height="80" fill="#6b3f2a"/>
    <rect x="160" y="20" width="22" height="45" fill="#7a4b3a"/>
  </g>`

const scenes: Record<string, { w: number; h: number; svg: string }> = {
  'hero-maison': {
    w: 1600,
    h: 900,
    svg: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#fde9c9"/></linearGradient></defs>
      <rect width="1600" height="900" fill="url(#s)"/><circle cx="1250" cy="230" r="90" fill="#fff4d6"/>
      <path d="M0 620 Q400 520 800 610 T1600 590 V900 H0Z" fill="#5f8f5a"/>
      <path d="M0 700 Q500 640 1000 700 T1600 690 V900 H0Z" fill="#3f6b3f"/>
      ${house(520, 330, 1.6, '#d9d2c5', '#8c2f24')}
      <g fill="#2f5233"><polygon points="260,640 320,430 380,640"/><polygon points="1180,650 1250,420 1320,650"/><polygon points="1330,660 1390,470 1450,660"/></g>`,
  },
  'rue-laval': {
    w: 1200,
    h: 800,
    svg: `<rect width="1200" height="800" fill="#cfe3f1"/><rect y="560" width="1200" height="240" fill="#7f8c8d"/>
      <rect y="540" width="1200" height="30" fill="#b7b7b7"/>
      ${house(60, 300, 1, '#e8d8c3', '#3c4f76')}${house(420, 290, 1.05, '#c9d6c2', '#5a3d2b')}${house(800, 300, 1, '#f0e2d0', '#8c2f24')}`,
  },
  'portrait-courtiere': {
    w: 800,
    h: 800,
    svg: `<rect width="800" height="800" fill="#e7eef5"/><circle cx="400" cy="320" r="150" fill="#c68a6b"/>
      <path d="M250 300 Q260 130 400 140 Q560 140 560 320 Q540 230 400 220 Q280 230 250 300Z" fill="#4a3021"/>
      <path d="M130 800 Q160 540 400 520 Q640 540 670 800Z" fill="#0b4f8a"/><path d="M340 520 L400 620 L460 520Z" fill="#fff"/>`,
  },
  'bureau-laval': {
    w: 1200,
    h: 800,
    svg: `<rect width="1200" height="800" fill="#dde6ee"/><rect x="200" y="180" width="800" height="520" fill="#51606f"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="${240 + (i % 4) * 190}" y="${220 + Math.floor(i / 4) * 150}" width="140" height="100" fill="#a9c6de"/>`).join('')}
      <rect y="700" width="1200" height="100" fill="#8a9aa8"/>`,
  },
}

const logo = (fg: string, accent: string) =>
  W(
    480,
    120,
    `<rect x="8" y="20" width="80" height="80" rx="18" fill="${accent}"/>
    <path d="M24 70 L48 44 L72 70 V86 H24Z" fill="#fff"/>
    <text x="104" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${fg}">Isabelle Gagnon</text>
    <text x="106" y="94" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="${fg}">Immobilier Boréal</text>`,
  )

/** The agency's mark: its name over "agence immobilière", in the agency site's red. */
const agencyLogo = (fg: string, accent: string) =>
  W(
    480,
    120,
    `<rect x="8" y="20" width="80" height="80" rx="40" fill="${accent}"/>
    <path d="M22 74 L40 50 L52 62 L62 48 L78 74Z" fill="#fff"/>
    <text x="104" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${fg}">Immobilier Boréal</text>
    <text x="106" y="94" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="${fg}">Agence immobilière</text>`,
  )

export type DemoImage = { key: string; buffer: Buffer; filename: string; mimeType: string }

export async function demoImages(): Promise<DemoImage[]> {
  const out: DemoImage[] = []
  for (const [key, s] of Object.entries(scenes)) {
    const buffer = await sharp(Buffer.from(W(s.w, s.h, s.svg)))
      .jpeg({ quality: 78 })
      .toBuffer()
    out.push({ key, buffer, filename: `${key}.jpg`, mimeType: 'image/jpeg' })
  }
  const logos = [
    ['logo-clair', logo('#10243a', '#0b4f8a')],
    ['logo-sombre', logo('#ffffff', '#3d8bd4')],
    ['logo-agence-clair', agencyLogo('#2a1212', '#8a1c1c')],
    ['logo-agence-sombre', agencyLogo('#ffffff', '#e07a6a')],
  ] as const
  for (const [key, svg] of logos) {
    out.push({
      key,
      buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
      filename: `${key}.png`,
      mimeType: 'image/png',
    })
  }
  const fav = W(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#0b4f8a"/><path d="M14 38 L32 20 L50 38 V50 H14Z" fill="#fff"/>`,
  )
  out.push({
    key: 'favicon',
    buffer: await sharp(Buffer.from(fav)).png().toBuffer(),
    filename: 'favicon.png',
    mimeType: 'image/png',
  })
  return out
}
