import { withoutLanguageLike } from '@/platform/language-segment'
import { safeCallbackPath } from './callback'

// /iframe/api/auth/{all} completes a sign-in link inside the frame: the
// verification runs as a fetch from the frame, so the session cookie lands where the frame can
// use it, and the visitor then goes back to a frame page.

const isFramePage = (path: string) => path === '/iframe' || path.startsWith('/iframe/') || path.startsWith('/iframe?')

/** A frame page in any language: /iframe/my-ohc, /es/iframe/my-ohc. */
const isFrameCallback = (path: string) => isFramePage(path) || isFramePage(withoutLanguageLike(path))

/** Where to go after signing in: a same-site path, kept inside /iframe. */
export function frameCallbackPath(value: string | null | undefined): string {
  const path = safeCallbackPath(value)
  if (path === '/') return '/iframe'
  return isFrameCallback(path) ? path : `/iframe${path}`
}

/** The frame's sign-in page with an error code and the callback kept. */
export function frameLoginPath(error: string, callbackPath: string): string {
  const params = new URLSearchParams({ error })
  if (callbackPath !== '/iframe') params.set('callbackURL', callbackPath)
  return `/iframe/login?${params.toString()}`
}

/** The API call that verifies a magic link's token without a redirect: JSON and the cookie. */
export function verifyUrl(token: string): string {
  return `/api/auth/magic-link/verify?${new URLSearchParams({ token }).toString()}`
}

/**
 * The emailed sign-in link for a sign-in started in a frame (its callback is an /iframe page):
 * better-auth's verify URL moved under /iframe, so the link opens this client page, which
 * completes it where it runs and returns to the frame page. Other links are unchanged.
 */
export function frameAwareMagicLink(link: string): string {
  const url = URL.parse(link)
  if (!url || !url.pathname.endsWith('/api/auth/magic-link/verify')) return link
  const callback = url.searchParams.get('callbackURL') ?? ''
  if (!isFrameCallback(callback)) return link
  url.pathname = url.pathname.replace(/\/api\/auth\/magic-link\/verify$/, '/iframe/api/auth/magic-link/verify')
  return url.toString()
}

/**
 * The frame's callback page for a sign-in link pasted into the frame, or undefined if the text is
 * not one of this site's sign-in links. Either form of the link works (the site's own, or the
 * frame's): the token and the callback are what count, and the callback is kept inside /iframe.
 */
export function pastedLinkPath(text: string, siteOrigin: string): string | undefined {
  const url = URL.parse(text.trim())
  if (!url || url.origin !== siteOrigin) return undefined
  if (url.pathname !== '/api/auth/magic-link/verify' && url.pathname !== '/iframe/api/auth/magic-link/verify') return undefined
  const token = url.searchParams.get('token')
  if (!token) return undefined
  const params = new URLSearchParams({ token, callbackURL: frameCallbackPath(url.searchParams.get('callbackURL')) })
  return `/iframe/api/auth/magic-link/verify?${params.toString()}`
}
