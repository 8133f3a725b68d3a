// Small SVG drawings standing in for photographs: façades, skylines, abstract patterns, and a logo per
// sponsor or partner. A fixed pool is drawn once per run and reused across documents, so the dataset
// stays small at any --scale. Each drawing knows how to describe itself, which becomes its alt text.

import { createHash } from 'node:crypto'
import type { Rng, RngFactory } from './random'

export interface Drawing {
  /** The `sanity.imageAsset` document id: `image-<sha1>-<w>x<h>-svg`. */
  assetId: string
  sha1: string
  width: number
  height: number
  svg: string
  /** What the picture shows, in words; used for alt text. */
  description: string
  originalFilename: string
}

export interface ImageValue {
  _type: 'image'
  asset: { _type: 'reference'; _ref: string }
  alt: string
  caption?: string
}

export const imageValue = (drawing: Drawing, alt: string, caption?: string): ImageValue => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: drawing.assetId },
  alt,
  ...(caption ? { caption } : {}),
})

const PALETTES = [
  { name: 'red brick', body: '#a4473a', trim: '#e8dcc4', sky: '#cfe3f2' },
  { name: 'limestone', body: '#d8cfbd', trim: '#8d8270', sky: '#d7e6ef' },
  { name: 'terra cotta', body: '#c98a5a', trim: '#f1e4cf', sky: '#f4dccb' },
  { name: 'dark steel', body: '#3c4650', trim: '#9fb1bf', sky: '#e1e7ec' },
  { name: 'cream brick', body: '#e6d6a8', trim: '#7a5c3a', sky: '#dceaf4' },
  { name: 'greystone', body: '#9a9a94', trim: '#f0efe9', sky: '#eae4d8' },
  { name: 'glass and steel', body: '#6f93ad', trim: '#27323c', sky: '#f6efe0' },
] as const

const ACCENTS = ['#d2452f', '#1c5d99', '#f2b134', '#2e8b57', '#7a3b8f', '#ef7d57', '#14213d'] as const
const ACCENT_NAMES = ['red', 'blue', 'gold', 'green', 'purple', 'orange', 'navy'] as const

const n = (value: number) => Math.round(value * 10) / 10

function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  )
}

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function facade(rng: Rng): { body: string; description: string } {
  const W = 1200
  const H = 800
  const p = rng.pick(PALETTES)
  const floors = rng.int(2, 9)
  const cols = rng.int(3, 9)
  const arched = rng.chance(0.4)
  const left = rng.int(120, 260)
  const right = W - left
  const ground = 720
  const floorH = Math.min(90, (ground - 80) / (floors + 0.6))
  const top = ground - floors * floorH - 30
  const colW = (right - left) / cols
  const parts = [
    `<rect width="${W}" height="${H}" fill="${p.sky}"/>`,
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#5b5b55"/>`,
    `<rect x="${left}" y="${n(top)}" width="${right - left}" height="${n(ground - top)}" fill="${p.body}"/>`,
    `<rect x="${left - 14}" y="${n(top - 18)}" width="${right - left + 28}" height="22" fill="${p.trim}"/>`,
  ]
  for (let f = 0; f < floors; f++) {
    const y = top + 30 + f * floorH
    for (let c = 0; c < cols; c++) {
      const x = left + c * colW + colW * 0.25
      const w = colW * 0.5
      const h = floorH * 0.6
      if (f === floors - 1 && c === Math.floor(cols / 2)) continue // the door goes here
      parts.push(
        arched
          ? `<path d="M${n(x)} ${n(y + h)}V${n(y + w / 2)}a${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(w)} 0V${n(y + h)}z" fill="${p.trim}"/>`
          : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${p.trim}"/>`,
      )
    }
  }
  const doorX = left + Math.floor(cols / 2) * colW + colW * 0.2
  parts.push(`<rect x="${n(doorX)}" y="${n(ground - floorH * 0.9)}" width="${n(colW * 0.6)}" height="${n(floorH * 0.9)}" fill="#2b2118"/>`)
  const stories = floors === 1 ? 'one-story' : `${floors}-story`
  const windows = arched ? 'arched windows' : 'square windows'
  return {
    body: parts.join(''),
    description: `a ${stories} ${p.name} façade with rows of ${windows} and a central door`,
  }
}

function skyline(rng: Rng): { body: string; description: string } {
  const W = 1600
  const H = 900
  const dusk = rng.chance(0.5)
  const sky = dusk ? '#f3c9a0' : '#bcd8ee'
  const water = '#3d6e8f'
  const horizon = 700
  const parts = [`<rect width="${W}" height="${H}" fill="${sky}"/>`]
  parts.push(`<circle cx="${rng.int(200, 1400)}" cy="${rng.int(120, 260)}" r="${rng.int(40, 70)}" fill="${dusk ? '#f08a4b' : '#fff6d5'}"/>`)
  let x = 0
  let towers = 0
  while (x < W) {
    const w = rng.int(50, 140)
    const h = rng.int(120, 520)
    const shade = rng.pick(['#2f3a45', '#44515e', '#56636f', '#3a4652'])
    parts.push(`<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${shade}"/>`)
    if (rng.chance(0.3)) parts.push(`<rect x="${x + w / 2 - 3}" y="${horizon - h - 60}" width="6" height="60" fill="${shade}"/>`)
    x += w + rng.int(0, 12)
    towers++
  }
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${water}"/>`)
  return {
    body: parts.join(''),
    description: `a skyline of ${towers} towers against a ${dusk ? 'dusk' : 'daytime'} sky, above the water`,
  }
}

function pattern(rng: Rng): { body: string; description: string } {
  const W = 1200
  const H = 800
  const ground = rng.pick(['#f5efe6', '#1f2a36', '#eae6dd'])
  const a = rng.int(0, ACCENTS.length - 1)
  const b = (a + rng.int(1, ACCENTS.length - 1)) % ACCENTS.length
  const colours = [ACCENTS[a], ACCENTS[b]]
  const kind = rng.pick(['circles', 'stripes', 'grid'] as const)
  const parts = [`<rect width="${W}" height="${H}" fill="${ground}"/>`]
  if (kind === 'circles') {
    for (let i = 0; i < 14; i++) {
      parts.push(
        `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(40, 220)}" fill="${colours[i % 2]}" fill-opacity="0.55"/>`,
      )
    }
  } else if (kind === 'stripes') {
    const step = rng.int(50, 110)
    for (let i = -H; i < W; i += step) {
      parts.push(`<path d="M${i} ${H}L${i + H} 0h${step / 2}L${i + step / 2} ${H}z" fill="${colours[(i / step) & 1]}"/>`)
    }
  } else {
    const cell = rng.int(80, 160)
    for (let y = 0; y < H; y += cell) {
      for (let x = 0; x < W; x += cell) {
        if (rng.chance(0.5))
          parts.push(`<rect x="${x + 8}" y="${y + 8}" width="${cell - 16}" height="${cell - 16}" fill="${rng.pick(colours)}"/>`)
      }
    }
  }
  return {
    body: parts.join(''),
    description: `an abstract pattern of ${kind} in ${ACCENT_NAMES[a]} and ${ACCENT_NAMES[b]}`,
  }
}

function logo(rng: Rng, name: string): { body: string; description: string } {
  const W = 400
  const H = 200
  const colour = rng.pick(ACCENTS)
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('')
  const mark = rng.pick([
    `<circle cx="70" cy="100" r="46" fill="${colour}"/>`,
    `<rect x="24" y="54" width="92" height="92" rx="14" fill="${colour}"/>`,
    `<path d="M70 48l52 90H18z" fill="${colour}"/>`,
  ])
  const words = name.length > 24 ? name.replace(/^(.{1,24})\s.*$/, '$1') : name
  return {
    body:
      `<rect width="${W}" height="${H}" fill="#ffffff"/>${mark}` +
      `<text x="70" y="112" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `<text x="136" y="110" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#1b1b1b">${escapeXml(words)}</text>`,
    description: `${name} logo`,
  }
}

function toDrawing(width: number, height: number, filename: string, title: string, art: { body: string; description: string }): Drawing {
  const svg = svgDocument(width, height, title || art.description, art.body)
  const sha1 = createHash('sha1').update(svg).digest('hex')
  return {
    assetId: `image-${sha1}-${width}x${height}-svg`,
    sha1,
    width,
    height,
    svg,
    description: art.description,
    originalFilename: filename,
  }
}

export interface ImagePool {
  facades: Drawing[]
  skylines: Drawing[]
  patterns: Drawing[]
  /** Logos by organisation name. */
  logo(name: string): Drawing
  /** Every drawing used so far, sorted by asset id. */
  all(): Drawing[]
}

export function createImagePool(rngFor: RngFactory, sizes = { facades: 28, skylines: 12, patterns: 16 }): ImagePool {
  const make = (count: number, kind: string, w: number, h: number, draw: (rng: Rng) => { body: string; description: string }) =>
    Array.from({ length: count }, (_, i) => {
      const art = draw(rngFor(`image.${kind}.${i}`))
      return toDrawing(w, h, `${kind}-${String(i + 1).padStart(2, '0')}.svg`, '', art)
    })
  const facades = make(sizes.facades, 'facade', 1200, 800, facade)
  const skylines = make(sizes.skylines, 'skyline', 1600, 900, skyline)
  const patterns = make(sizes.patterns, 'pattern', 1200, 800, pattern)
  const logos = new Map<string, Drawing>()
  return {
    facades,
    skylines,
    patterns,
    logo(name) {
      let drawing = logos.get(name)
      if (!drawing) {
        const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
        drawing = toDrawing(400, 200, `logo-${slug}.svg`, `${name} logo`, logo(rngFor(`image.logo.${name}`), name))
        logos.set(name, drawing)
      }
      return drawing
    },
    all() {
      const byId = new Map<string, Drawing>()
      for (const d of [...facades, ...skylines, ...patterns, ...logos.values()]) byId.set(d.assetId, d)
      return [...byId.values()].sort((a, b) => (a.assetId < b.assetId ? -1 : 1))
    },
  }
}

/** The `sanity.imageAsset` document for a drawing, as docs/content-model.md "Assets" describes it. */
export function assetDocument(d: Drawing) {
  const file = `${d.sha1}-${d.width}x${d.height}.svg`
  const path = `images/local/demo/${file}`
  return {
    _id: d.assetId,
    _type: 'sanity.imageAsset',
    assetId: d.sha1,
    extension: 'svg',
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', aspectRatio: d.width / d.height, height: d.height, width: d.width },
    },
    mimeType: 'image/svg+xml',
    originalFilename: d.originalFilename,
    path,
    sha1hash: d.sha1,
    size: Buffer.byteLength(d.svg),
    url: `https://cdn.sanity.io/${path}`,
  }
}

export const imageFileName = (d: Drawing) => `${d.sha1}-${d.width}x${d.height}.svg`
