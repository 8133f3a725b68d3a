import type http from 'node:http'
import { isPersonalPath } from './personal-paths'
import { routedPath } from './routed-path'

// Every answer at a personal address varies on the Cookie header, pages included. next.config.ts
// sends `Vary: Cookie` there, but Next's page handler then replaces the Vary with its own (RSC and
// its router headers) as it renders. So, for those addresses only, any Vary set on the answer keeps
// Cookie in its list. Called for each request by request-edge.ts, before Next sees it.

/** `value` with Cookie in its list (unless it is `*`, which already covers it). */
export function withCookie(value: string): string {
  const tokens = value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
  if (tokens.some((token) => token === '*' || token.toLowerCase() === 'cookie')) return value
  return [...tokens, 'Cookie'].join(', ')
}

export function keepVaryCookie(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!isPersonalPath(routedPath(request.url))) return
  const setHeader = response.setHeader
  response.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    const vary = name.toLowerCase() === 'vary' ? withCookie(Array.isArray(value) ? value.join(', ') : String(value)) : value
    return Reflect.apply(setHeader, this, [name, vary]) as http.ServerResponse
  } as typeof setHeader
}
