import { acceptsGzip } from '@/platform/precompressed'
import { gzipped } from '@/platform/respond'
import type { RouteHandler } from './route'

// A route on one of the precompressed paths (platform/precompressed.ts): when the request accepts
// gzip, next.config has already set Content-Encoding: gzip on the answer, so every answer the
// route gives then is gzipped here (a page's bytes compressed once, a 400 each time).

export function gzipRoute<K extends string>(handler: RouteHandler<K>): RouteHandler<K> {
  return async (request, context) => {
    const response = await handler(request, context)
    return acceptsGzip(request.headers.get('accept-encoding')) ? gzipped(response) : response
  }
}
