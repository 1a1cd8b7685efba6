/** The web-font stylesheet for the theme's base and heading fonts (Google Fonts), when set. */
export function ThemeFonts({ fonts }: { fonts: { base: string | null; heading: string | null } }) {
  const families = [...new Set([fonts.base, fonts.heading].filter((f): f is string => Boolean(f)))]
  if (!families.length) return null
  const query = families.map((f) => `family=${encodeURIComponent(f).replace(/%20/g, '+')}:wght@400;600;700`).join('&')
  return <link rel="stylesheet" href={`https://fonts.googleapis.com/css2?${query}&display=swap`} precedence="default" />
}
