import http from 'node:http'
import { clientAddress } from './client-address'

// Every request's X-Forwarded-For, rewritten at the process's edge to the one client address
// (client-address.ts), before Next reads the request. Next itself only fills the header in when
// it is missing, so without this a client's own "X-Forwarded-For: <anything>" would reach
// better-auth's rate limits and ours as if a proxy had written it. Afterwards the header holds a
// single address every reader agrees on (better-auth takes a single-entry header as it is), and
// a client's X-Real-IP is dropped. Called for each request by request-edge.ts.

const RESOLVED = Symbol('ohc.clientAddressResolved')

type Request = http.IncomingMessage & { [RESOLVED]?: true }

export function resolveForwardedFor(request: Request, hops: number): void {
  if (request[RESOLVED]) return
  request[RESOLVED] = true
  const headers = request.headers
  headers['x-forwarded-for'] = clientAddress(request.socket.remoteAddress, headers['x-forwarded-for'], hops)
  delete headers['x-real-ip']
}

/**
 * `next start` listens before it runs this hook and holds the requests that arrive meanwhile
 * until it is ready: those already passed the 'request' event. Each is still its connection's
 * current request (the response on the socket knows it), so it is resolved here, before Next
 * handles any of them.
 */
export function resolveWaitingRequests(hops: number): void {
  const handles: unknown[] = Reflect.apply(Reflect.get(process, '_getActiveHandles') ?? (() => []), process, [])
  for (const handle of handles) {
    const response: unknown = typeof handle === 'object' && handle !== null ? Reflect.get(handle, '_httpMessage') : undefined
    if (!(response instanceof http.ServerResponse)) continue
    if (response.req instanceof http.IncomingMessage) resolveForwardedFor(response.req, hops)
  }
}
