// The public origin, for the absolute URLs schema.org data needs (the same variable the sign-in
// links use; the local server's address when unset).

export function siteOrigin(): string {
  const configured = process.env.OHC_SITE_URL
  if (configured) {
    try {
      return new URL(configured).origin
    } catch {
      // An invalid value is reported by the auth configuration at start; fall through.
    }
  }
  return `http://localhost:${process.env.PORT ?? 3000}`
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString()
}
