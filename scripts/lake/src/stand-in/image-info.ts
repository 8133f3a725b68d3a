// What the Content Lake works out from an uploaded image's bytes: its SHA-1 (which names the asset),
// its format and its size in pixels. SVG, PNG, JPEG and GIF are understood; anything else is refused.

import { createHash } from 'node:crypto'

export interface ImageInfo {
  sha1: string
  extension: 'svg' | 'png' | 'jpg' | 'gif'
  mimeType: string
  width: number
  height: number
  size: number
}

function svgSize(text: string): { width: number; height: number } | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return undefined
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1]
  const width = attribute('width')
  const height = attribute('height')
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) }
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag)
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : undefined
}

function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] as number
    const length = bytes.readUInt16BE(at + 2)
    // Start-of-frame markers carry the size; C4, C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + length
  }
  return undefined
}

export function imageInfo(bytes: Buffer): ImageInfo | undefined {
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const size = bytes.length
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && bytes.length >= 24) {
    return { sha1, size, extension: 'png', mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const dims = jpegSize(bytes)
    return dims ? { sha1, size, extension: 'jpg', mimeType: 'image/jpeg', ...dims } : undefined
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8' && bytes.length >= 10) {
    return { sha1, size, extension: 'gif', mimeType: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
  }
  const head = bytes.subarray(0, 4096).toString('utf8')
  if (/<svg\b/i.test(head)) {
    const dims = svgSize(bytes.toString('utf8'))
    return dims ? { sha1, size, extension: 'svg', mimeType: 'image/svg+xml', ...dims } : undefined
  }
  return undefined
}

/** The asset document the Content Lake makes for an upload, with its path under a project and dataset. */
export function assetDocument(
  info: ImageInfo,
  options: { projectId: string; dataset: string; cdnBase: string; originalFilename?: string },
) {
  const file = `${info.sha1}-${info.width}x${info.height}.${info.extension}`
  const path = `images/${options.projectId}/${options.dataset}/${file}`
  return {
    _id: `image-${info.sha1}-${info.width}x${info.height}-${info.extension}`,
    _type: 'sanity.imageAsset',
    assetId: info.sha1,
    extension: info.extension,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', aspectRatio: info.width / info.height, height: info.height, width: info.width },
    },
    mimeType: info.mimeType,
    originalFilename: options.originalFilename ?? file,
    path,
    sha1hash: info.sha1,
    size: info.size,
    url: `${options.cdnBase}/${path}`,
  }
}
