// What an import will do, worked out from the file alone before anything is sent: which image files
// to upload, which documents go in which transaction, and what is wrong with the file (missing or
// altered image files, references that leave the file).

import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DatasetDocument } from '../validate/load'
import { batchesOf, referenceOrder, strongReferences, type Reference } from './references'

const ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/

export interface AssetUpload {
  id: string
  file: string
  mimeType?: string
  originalFilename?: string
}

export interface ImportPlan {
  assets: AssetUpload[]
  /** Documents to send, in transactions; image asset documents are not among them. */
  batches: DatasetDocument[][]
  /** Strong references to ids that are not in the file; they must already be in the dataset. */
  outside: Reference[]
  /** Groups of documents that reference each other in a circle (sent in one transaction each). */
  circles: string[][]
  /** Problems that stop the import, as `<document id> <path>: <message>`. */
  problems: string[]
}

/** The image file of an asset document, named as the generator and the export name it. */
export function assetFileName(id: string): string | undefined {
  const match = ASSET_ID.exec(id)
  return match ? `${match[1]}-${match[2]}x${match[3]}.${match[4]}` : undefined
}

function planAsset(doc: DatasetDocument, imagesDir: string, problems: string[]): AssetUpload | undefined {
  const name = assetFileName(doc._id)
  if (!name) {
    problems.push(`${doc._id} _id: an image asset id looks like image-<sha1>-<width>x<height>-<extension>`)
    return undefined
  }
  const file = join(imagesDir, name)
  if (!existsSync(file)) {
    problems.push(`${doc._id} (document): its image file ${file} is missing`)
    return undefined
  }
  const sha1 = createHash('sha1').update(readFileSync(file)).digest('hex')
  if (!doc._id.includes(sha1)) {
    problems.push(`${doc._id} (document): ${file} has SHA-1 ${sha1}, so it would upload as a different asset`)
    return undefined
  }
  return {
    id: doc._id,
    file,
    ...(typeof doc.mimeType === 'string' ? { mimeType: doc.mimeType } : {}),
    ...(typeof doc.originalFilename === 'string' ? { originalFilename: doc.originalFilename } : {}),
  }
}

export function planImport(
  documents: readonly DatasetDocument[],
  { imagesDir, batchSize }: { imagesDir: string; batchSize: number },
): ImportPlan {
  const problems: string[] = []
  const assets: AssetUpload[] = []
  const content: DatasetDocument[] = []
  for (const doc of documents) {
    if (doc._type === 'sanity.imageAsset') {
      const upload = planAsset(doc, imagesDir, problems)
      if (upload) assets.push(upload)
    } else if (doc._type === 'sanity.fileAsset') {
      problems.push(`${doc._id} (document): file assets are not supported by this import yet`)
    } else {
      content.push(doc)
    }
  }
  const assetIds = new Set(documents.filter((d) => d._type === 'sanity.imageAsset').map((d) => d._id))
  const byId = new Map(content.map((d) => [d._id, d]))
  const edges = new Map<string, string[]>()
  const outside: Reference[] = []
  for (const doc of content) {
    const targets: string[] = []
    for (const ref of strongReferences(doc)) {
      if (byId.has(ref.to)) targets.push(ref.to)
      else if (!assetIds.has(ref.to)) outside.push(ref)
    }
    edges.set(doc._id, targets)
  }
  const groups = referenceOrder(
    content.map((d) => d._id),
    edges,
  )
  const circles = groups.filter((group) => group.length > 1)
  const batches = batchesOf(groups, batchSize).map((ids) => ids.map((id) => byId.get(id) as DatasetDocument))
  return { assets, batches, outside, circles, problems }
}
