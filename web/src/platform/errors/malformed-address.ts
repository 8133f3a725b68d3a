// An address whose path cannot be decoded (a "%" not followed by two hex digits, or bytes that
// are not UTF-8, such as /events/%ff) is not an address of this site. Next's router meets it only
// when matching a dynamic route, where it fails with its own bare 500 text; the proxy looks first.

/** Whether a raw (still percent-encoded) path has a segment that cannot be decoded. */
export function hasMalformedEncoding(rawPathname: string): boolean {
  if (!rawPathname.includes('%')) return false
  for (const segment of rawPathname.split('/')) {
    try {
      decodeURIComponent(segment)
    } catch {
      return true
    }
  }
  return false
}

/** Paths that answer in JSON or bytes (the app icons and the offline worker too), not pages: a bad address there gets a JSON error. */
export function isMachinePath(pathname: string): boolean {
  return /^\/(api|media|builds|icons|serwist|_next)(\/|$)/.test(pathname)
}
