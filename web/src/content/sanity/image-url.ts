import { config, type ContentConfig } from '@/platform/config'

// An image asset id carries its file name and size: image-<sha1>-<w>x<h>-<ext>. The URL is the
// app's own /media route on the local dataset and Sanity's image CDN on a Content Lake.

const ASSET_ID = /^image-([a-f0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/

export interface ImageFile {
  fileName: string
  width: number
  height: number
}

export function parseImageRef(ref: string): ImageFile | undefined {
  const match = ASSET_ID.exec(ref)
  if (!match) return undefined
  const [, hash, w, h, ext] = match
  return { fileName: `${hash}-${w}x${h}.${ext}`, width: Number(w), height: Number(h) }
}

export const LOCAL_MEDIA_PATH = '/media/images'

export function imageBaseUrl(env: ContentConfig): string {
  return env.kind === 'lake' ? `https://cdn.sanity.io/images/${env.projectId}/${env.dataset}` : LOCAL_MEDIA_PATH
}

let base: string | undefined

/** The URL of an image file on the configured source (the app's /media or Sanity's CDN). */
export function imageUrl(fileName: string): string {
  base ??= imageBaseUrl(config().content)
  return `${base}/${fileName}`
}

/** Adds url, width and height to an `{ref, alt}` image; anything else passes through untouched. */
export function withImageUrl(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const ref: unknown = Reflect.get(value, 'ref')
  const file = typeof ref === 'string' ? parseImageRef(ref) : undefined
  if (!file) return value
  return { ...value, url: imageUrl(file.fileName), width: file.width, height: file.height }
}
