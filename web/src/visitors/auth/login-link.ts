import { loginPath, safeCallbackPath } from './callback'

/** The sign-in page that brings the visitor back to `currentPath` (never back to /login itself). */
export function loginHrefFor(currentPath: string | null | undefined): string {
  const path = safeCallbackPath(currentPath)
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/iframe/login')) return '/login'
  return loginPath(path)
}
