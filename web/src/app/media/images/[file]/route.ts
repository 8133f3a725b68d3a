import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { config } from '@/platform/config'
import { parseImageRef } from '@/content/sanity/image-url'

// Serves the local dataset's image files. The names are content hashes, so they never change:
// cached for a year. On a Content Lake these URLs are not used (images come from Sanity's CDN).

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const env = config().content
  const match = /^([a-f0-9]+)-(\d+x\d+)\.([a-z0-9]+)$/.exec(file)
  if (env.kind !== 'local' || !match || !parseImageRef(`image-${match[1]}-${match[2]}-${match[3]}`)) {
    return new Response('Not found', { status: 404 })
  }
  const type = TYPES[match[3] ?? '']
  if (!type) return new Response('Not found', { status: 404 })
  try {
    const body = await readFile(path.join(path.dirname(env.datasetFile), 'images', file))
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        // SVG can carry script: never let it run, even when opened directly.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
