// The map tile server, set at build time (NEXT_PUBLIC_MAP_TILE_URL). Read by the map, and by the
// content security policy, which must let the browser load images from it.
export const TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The tile server's origin as a CSP source: a `{s}` subdomain placeholder becomes a wildcard. */
export function tileSource(url = TILE_URL): string {
  const host = url.replace(/^(\w+:\/\/)([^/]+).*$/, '$1$2')
  return host.replace(/\{s\}/, '*').replace(/\{[a-z]+\}/g, '*')
}
