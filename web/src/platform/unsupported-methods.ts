import http from 'node:http'
import { undecodablePost } from './undecodable-posts'

// TRACE, TRACK and CONNECT cannot be turned into a fetch Request (the Fetch standard forbids
// them), and Next builds one for the proxy and for every route handler, so with `next start` they
// end in a 500. A hosting platform's front refuses them; here the server refuses them itself,
// with 405, before Next sees them. Installed once at start (instrumentation.ts).

export const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

let installed = false

export function refuseUnsupportedMethods(): void {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (UNSUPPORTED_METHODS.has(request.method ?? '')) {
        response.writeHead(405, { allow: ALLOW, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        response.end('Method not allowed.')
        return true
      }
      const refused = undecodablePost(request)
      if (refused) {
        response.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        response.end(refused.text)
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
