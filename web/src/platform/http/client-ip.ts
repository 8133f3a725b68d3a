// Who sent a request, as far as a rate limit needs to know. The server has already set
// X-Forwarded-For to the one client address the trusted proxies vouch for
// (platform/forwarded-for.ts); on Vercel the platform sets it.

/** The client's address, as the server resolved it at its edge. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
