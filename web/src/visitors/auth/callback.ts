// Where a visitor goes after signing in. Only a path on this site is accepted: a full URL or a
// protocol-relative one (//evil.example) would turn the sign-in link into an open redirect.

export const DEFAULT_CALLBACK = '/'

export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_CALLBACK
  // Resolving against a dummy origin catches tricks such as tabs or encoded slashes that a
  // browser would turn into another host.
  const resolved = URL.parse(value, 'http://site.invalid')
  if (!resolved || resolved.origin !== 'http://site.invalid') return DEFAULT_CALLBACK
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}

/** The login page with a callback kept, where better-auth sends a visitor whose link failed. */
export function loginPath(callbackPath: string): string {
  return callbackPath === DEFAULT_CALLBACK ? '/login' : `/login?callbackURL=${encodeURIComponent(callbackPath)}`
}
