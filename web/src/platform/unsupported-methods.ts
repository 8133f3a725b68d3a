import type http from 'node:http'

// TRACE, TRACK and CONNECT cannot be turned into a fetch Request (the Fetch standard forbids
// them), and Next builds one for the proxy and for every route handler, so with `next start` they
// end in a 500. A hosting platform's front refuses them; here the server refuses them itself, with
// 405, before Next sees them (request-edge.ts).

export const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** The 405 for a method no route can take, or undefined to let the request through. */
export function unsupportedMethod(
  request: Pick<http.IncomingMessage, 'method'>,
): { status: 405; text: string; headers: Record<string, string> } | undefined {
  if (!UNSUPPORTED_METHODS.has(request.method ?? '')) return undefined
  return { status: 405, text: 'Method not allowed.', headers: { allow: ALLOW } }
}
