const ID_RE = /^[A-Za-z0-9_-]{11}$/
const TIME_RE = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com'])
const PATH_PREFIXES = ['embed', 'shorts', 'live', 'v']

/** Parses '90', '90s', '1m30s', '1h2m3s' into seconds (0 when invalid). */
export function parseYouTubeTime(value: string | null | undefined): number {
  if (!value) return 0
  const m = TIME_RE.exec(value.trim())
  if (!m || !(m[1] || m[2] || m[3])) return 0
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

function toUrl(raw: string): URL | null {
  const value = raw.trim()
  if (!value) return null
  try {
    return new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
}

function extractId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments[0]
  const fromPath = PATH_PREFIXES.includes(segments[0] ?? '') ? segments[1] : undefined
  if (NOCOOKIE_HOSTS.has(host)) return segments[0] === 'embed' ? segments[1] : undefined
  if (!WATCH_HOSTS.has(host)) return undefined
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined
  return fromPath
}

/** Extracts the video id and start time (seconds) from a YouTube URL. */
export function parseYouTubeUrl(url: string): { id: string; start: number } | null {
  if (typeof url !== 'string') return null
  const parsed = toUrl(url)
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return null
  const id = extractId(parsed)
  if (!id || !ID_RE.test(id)) return null
  const hashTime = new URLSearchParams(parsed.hash.slice(1)).get('t')
  const time = parsed.searchParams.get('t') ?? parsed.searchParams.get('start') ?? hashTime
  return { id, start: parseYouTubeTime(time) }
}

export const videoDefaults = { autoplay: false, controls: false, loop: true, muted: true }

export type VideoFlags = typeof videoDefaults

/** Applies defaults; reduced-motion users never get autoplay. */
export function videoFlags(input: Partial<VideoFlags>, prefersReducedMotion: boolean): VideoFlags {
  const pick = <K extends keyof VideoFlags>(k: K) => input[k] ?? videoDefaults[k]
  return {
    autoplay: prefersReducedMotion ? false : pick('autoplay'),
    controls: pick('controls'),
    loop: pick('loop'),
    muted: pick('muted'),
  }
}

/** Privacy-enhanced embed URL with the player parameters. */
export function youtubeEmbedUrl(
  id: string,
  opts: { start?: number; autoplay?: boolean; controls?: boolean; loop?: boolean; muted?: boolean },
): string {
  const params = new URLSearchParams()
  params.set('autoplay', opts.autoplay ? '1' : '0')
  params.set('controls', opts.controls ? '1' : '0')
  params.set('mute', opts.muted ? '1' : '0')
  if (opts.loop) {
    params.set('loop', '1')
    params.set('playlist', id)
  }
  const start = Math.floor(opts.start ?? 0)
  if (start > 0) params.set('start', String(start))
  params.set('playsinline', '1')
  params.set('rel', '0')
  params.set('enablejsapi', '1')
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`
}
