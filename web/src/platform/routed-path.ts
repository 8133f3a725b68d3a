// The path of a request as Next routes it, for the request edge's checks, which run before Next
// has normalised anything: a check of the raw path misses `/../icons/x` or `/.%2e/my-ohc`.

/**
 * Repeated slashes as one, dot segments resolved (`/../icons/x` and `/.%2e/icons/x` are
 * `/icons/x`) and escapes decoded; the raw path when it cannot be read. Every request passes here,
 * so a plain path (no `%`, dot segment or repeated slash) is returned as it is.
 */
export function routedPath(url: string | undefined): string {
  const raw = (url ?? '/').split('?', 1)[0] ?? '/'
  if (!raw.includes('%') && !raw.includes('/.') && !raw.includes('//')) return raw
  try {
    const resolved = new URL(`http://edge.invalid${raw.replace(/\/{2,}/g, '/')}`).pathname
    return resolved.includes('%') ? decodeURIComponent(resolved) : resolved
  } catch {
    return raw
  }
}
