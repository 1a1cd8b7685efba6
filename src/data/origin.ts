/** Public origin of the site (used for canonical URLs, sitemap and live preview). */
export function siteOrigin(): string {
  const fromEnv = process.env.NEXT_PUBLIC_SERVER_URL
  if (fromEnv) return fromEnv.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}
