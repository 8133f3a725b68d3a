/**
 * The map tile server's origin as a pattern, from the worker's own address (`?tiles=`, a `*` for
 * any one subdomain): the only build setting the worker needs, given at registration.
 */
export function tileOrigin(source: string | null): RegExp | undefined {
  if (!source) return undefined
  const pattern = source.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', '[a-z0-9-]+')
  return new RegExp(`^${pattern}$`)
}
