// OHC_FRAME_ORIGINS: the origins that may put /iframe pages in a frame and receive their
// messages. Comma- or space-separated http(s) origins, e.g.
// "https://www.architecture.org, https://partner.example". No wildcards: a message carries the
// visitor's path, and a frame must never post it to a page nobody chose.

export function parseFrameOrigins(value: string | undefined): string[] {
  if (!value || value.trim() === '') return []
  const origins = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry)
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host) {
        throw new Error(`OHC_FRAME_ORIGINS: "${entry}" is not an http(s) origin such as https://www.example.org`)
      }
      if (url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`OHC_FRAME_ORIGINS: "${entry}" must be an origin only (scheme, host and port), without a path`)
      }
      return url.origin
    })
  return [...new Set(origins)]
}
