// Checks that concern the dataset as a whole rather than one field's rule: every reference resolves to
// a document in the file, image assets have their files beside the dataset (and the files are the
// ones their ids name), array items carry unique `_key`s, and ids follow docs/content-model.md.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DatasetDocument } from './load'
import type { Level, Problem } from './problems'

const ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/

type Report = (id: string, path: string, message: string, level?: Level) => void

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Walks every value of a document, with its path, calling `visit` on each object. */
function walkObjects(
  value: unknown,
  path: string,
  visit: (obj: Record<string, unknown>, path: string) => void,
  report: (path: string, message: string) => void,
) {
  if (Array.isArray(value)) {
    const keys = new Set<string>()
    value.forEach((item, i) => {
      const itemPath = `${path}[${i}]`
      if (isObject(item)) {
        if (typeof item._key !== 'string' || item._key === '') report(itemPath, 'array item has no _key')
        else if (keys.has(item._key)) report(itemPath, `duplicate _key "${item._key}" in the same array`)
        else keys.add(item._key)
      }
      walkObjects(item, itemPath, visit, report)
    })
  } else if (isObject(value)) {
    visit(value, path)
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) walkObjects(child, path ? `${path}.${key}` : key, visit, report)
    }
  }
}

/** The `_id` docs/content-model.md prescribes for a document, or undefined for types without a rule. */
export function expectedId(doc: DatasetDocument): string | undefined {
  const slug = isObject(doc.slug) && typeof doc.slug.current === 'string' ? doc.slug.current : undefined
  const prefixes: Record<string, string> = {
    site: 'site',
    neighborhood: 'neighborhood',
    tour: 'tour',
    trail: 'trail',
    stop: 'stop',
    pointOfInterest: 'poi',
    sponsor: 'sponsor',
    partner: 'partner',
    exhibition: 'exhibition',
    membershipLevel: 'membershipLevel',
  }
  const prefix = prefixes[doc._type]
  if (prefix) return slug ? `${prefix}.${slug}` : undefined
  if (doc._type === 'event') return slug && typeof doc.year === 'number' ? `event.${doc.year}.${slug}` : undefined
  if (doc._type === 'festival') return typeof doc.year === 'number' ? `festival.${doc.year}` : undefined
  if (doc._type === 'page') return typeof doc.path === 'string' ? `page.${doc.path.replace(/\//g, '.')}` : undefined
  if (doc._type === 'settings') return 'settings'
  return undefined
}

function checkAsset(doc: DatasetDocument, imagesDir: string, report: Report) {
  const match = ASSET_ID.exec(doc._id)
  if (!match) {
    report(doc._id, '_id', 'image asset ids look like image-<sha1>-<width>x<height>-<extension>')
    return
  }
  const [, sha1, width, height, extension] = match
  const file = join(imagesDir, `${sha1}-${width}x${height}.${extension}`)
  if (!existsSync(file)) {
    report(doc._id, '', `image file ${file} is missing`)
    return
  }
  const bytes = readFileSync(file)
  const actual = createHash('sha1').update(bytes).digest('hex')
  if (actual !== sha1) report(doc._id, '', `image file ${file} has SHA-1 ${actual}, not the ${sha1} its id names`)
  if (doc.sha1hash !== sha1) report(doc._id, 'sha1hash', `should be ${sha1}, the SHA-1 in the asset id`)
  if (typeof doc.size === 'number' && doc.size !== bytes.length)
    report(doc._id, 'size', `is ${doc.size} but the file has ${bytes.length} bytes`)
  const dimensions = isObject(doc.metadata) && isObject(doc.metadata.dimensions) ? doc.metadata.dimensions : undefined
  if (!dimensions || dimensions.width !== Number(width) || dimensions.height !== Number(height)) {
    report(doc._id, 'metadata.dimensions', `should be ${width}×${height}, as the asset id says`)
  }
}

export interface DatasetCheckOptions {
  /** Where the image files live: `<dataset dir>/images`. */
  imagesDir: string
}

export function checkDataset(documents: readonly DatasetDocument[], { imagesDir }: DatasetCheckOptions): Problem[] {
  const problems: Problem[] = []
  const report: Report = (id, path, message, level = 'error') => problems.push({ id, path, message, level, source: 'dataset' })
  const types = new Map(documents.map((d) => [d._id, d._type]))

  for (const doc of documents) {
    walkObjects(
      doc,
      '',
      (obj, path) => {
        if (typeof obj._ref !== 'string') return
        const target = types.get(obj._ref)
        if (target === undefined) {
          report(doc._id, path, `reference to "${obj._ref}", which is not in the dataset`)
        } else if (obj._ref.startsWith('image-') && target !== 'sanity.imageAsset') {
          report(doc._id, path, `"${obj._ref}" should be a sanity.imageAsset, but it is a ${target}`)
        }
      },
      (path, message) => report(doc._id, path, message),
    )
    if (doc._type === 'sanity.imageAsset') checkAsset(doc, imagesDir, report)
    const expected = expectedId(doc)
    if (expected !== undefined && expected !== doc._id) {
      report(doc._id, '_id', `by the content model's id convention this ${doc._type} should be "${expected}"`, 'warning')
    }
  }
  return problems
}
