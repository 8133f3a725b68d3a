import type http from 'node:http'
import { routedPath } from './routed-path'

// Posts Next cannot route or decode, refused before Next sees them (it would answer 500): any write
// to an RSC payload's address (`/iframe/.rsc`, `/sites.rsc`), which Next takes for a server action
// when it names one or carries an urlencoded form, then fails an invariant (a GET there is a 404,
// and the proxy never sees the `.rsc`: Next strips it first); any write to the app icons' files
// (`/icons/…`, however the path spells it: a name that is not one renders the 404 page, which
// reads the body as a page form, and the proxy leaves /icons alone); and a
// multipart body that names no boundary (nothing can read it), whatever the address, dot
// segments included (`/.%2e/serwist/x`), which the proxy does not always see.

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

/** The refusal's status and words, or undefined to let the request through. */
export function undecodablePost(
  request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>,
): { status: 400 | 404; text: string } | undefined {
  if (!WRITES.has(request.method ?? '')) return undefined
  const path = routedPath(request.url)
  if (path.endsWith('.rsc') || path.startsWith('/icons/')) return { status: 404, text: 'There is no form at this address.' }
  const type = String(request.headers['content-type'] ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data') && !/;\s*boundary=/.test(type)) {
    return { status: 400, text: 'This form post could not be read: its multipart body is malformed.' }
  }
  return undefined
}
