// Who sent a request, as far as a rate limit needs to know.

/** The client's address as the platform reports it (Vercel and our proxies set X-Forwarded-For). */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
