import type { IncomingHttpHeaders } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { sitesList } from '@/content-api/handlers'
import { config as siteConfig } from '@/platform/config'
import { precompressed } from '@/platform/respond'

// /api/sites writes its Node response itself, so that its list's bytes, compressed once per
// content version, go out with their Content-Encoding: Next 16.4 drops that header from an app
// route handler's answer and compresses the body again on every request (800 KB of JSON for the
// whole list). The answer itself is the content API's (content-api/handlers.ts sitesList), the
// same for every caller as any other /api route; Next's compression leaves an answer that already
// has a Content-Encoding alone, and compresses the rest (a 400, or the text while the bytes are
// being made) as usual.

export const config = { api: { bodyParser: false, responseLimit: false } }

function webHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    for (const one of [value ?? []].flat()) headers.append(name, one)
  }
  return headers
}

export default async function sites(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).end()
    return
  }
  const request = new Request(new URL(req.url ?? '/api/sites', siteConfig().site.url), { headers: webHeaders(req.headers) })
  const response = await sitesList(request, { params: Promise.resolve({}) })
  const kept = response.status === 200 ? precompressed(request, response) : undefined
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (kept) {
    await response.body?.cancel()
    res.setHeader('Content-Encoding', kept.coding)
    res.setHeader('Content-Length', kept.bytes.length)
    res.end(req.method === 'HEAD' ? undefined : kept.bytes)
    return
  }
  const body = req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer())
  res.end(body)
}
