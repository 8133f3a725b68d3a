import http from 'node:http'
import { boundBody } from './bounded-body'
import { keepBurstCopy, serveBurstCopy, type BurstOptions } from './burst-cache'
import { resolveForwardedFor, resolveWaitingRequests } from './forwarded-for'
import { keepVaryCookie } from './personal-vary'
import { undecodablePost } from './undecodable-posts'
import { unsupportedMethod } from './unsupported-methods'

// The process's edge: every request passes here before Next reads it. Requests Next cannot take
// get their refusal (unsupported-methods.ts, undecodable-posts.ts), and a body is bounded as it
// streams in (bounded-body.ts, its limits in body-limits.ts); every other request's
// X-Forwarded-For is set to the client's address as far as the trusted proxies vouch for it
// (forwarded-for.ts), and an answer at a personal address keeps Cookie in its Vary whatever Next
// sets there (personal-vary.ts). A public answer sent in the last second is sent again from its
// copy, before Next (burst-cache.ts). One wrapper of the server's 'request' event, installed once at start
// (instrumentation.ts): Next gives no earlier hook under `next start`.

let installed = false

export function installRequestEdge(trustedHops: number, burst: BurstOptions = { ms: 0 }): void {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      const refused = unsupportedMethod(request) ?? undecodablePost(request)
      if (refused) {
        const headers = 'headers' in refused ? refused.headers : {}
        response.writeHead(refused.status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        response.end(refused.text)
        return true
      }
      // A body over its address's limit is refused before Next reads any of it (bounded-body.ts).
      if (boundBody(request, response)) return true
      if (serveBurstCopy(request, response, burst)) return true
      resolveForwardedFor(request, trustedHops)
      keepVaryCookie(request, response)
      keepBurstCopy(request, response, burst)
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
  resolveWaitingRequests(trustedHops)
}
