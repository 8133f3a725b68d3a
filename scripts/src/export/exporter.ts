// Pulls a Content Lake dataset down into the local dataset layout — <out>/dataset.ndjson sorted by
// _id, image files in <out>/images — so the web app can serve it (OHC_DATASET) and `import` can
// push it back. Published documents only unless drafts are asked for. Server-maintained fields
// (_rev, _createdAt, _updatedAt) are dropped, as the generator's files have none, so exporting what
// was imported gives back the same documents.

import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { EXIT, type Io } from '../pipeline/cli'
import { createLakeClient, describeTarget, type LakeTarget } from '../pipeline/lake'
import { createProgress } from '../pipeline/progress'
import { writeDataset } from '../pipeline/write-dataset'
import { assetFileName } from '../import/plan'
import { downloadImages, plannedDownloads, removeStaleImages } from './images'
import { exportDocuments, type ExportedDocument } from './stream'

export interface ExportOptions {
  target: LakeTarget
  outDir: string
  drafts: boolean
  dryRun: boolean
}

const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const

/** What is kept of an exported document: no system fields; an asset's path in the local layout. */
export function localDocument(doc: ExportedDocument, dataset: string): ExportedDocument {
  const copy: ExportedDocument = { ...doc }
  for (const field of SYSTEM_FIELDS) delete copy[field]
  const file = doc._type === 'sanity.imageAsset' ? assetFileName(doc._id) : undefined
  if (file) copy.path = `images/local/${dataset}/${file}`
  return copy
}

/** Which documents an export keeps: no system documents (`_.…`), no release versions, drafts on request. */
export const keeps = (id: string, drafts: boolean) =>
  !id.startsWith('_.') && !id.startsWith('versions.') && (drafts || !id.startsWith('drafts.'))

export async function runExport(options: ExportOptions, io: Io): Promise<number> {
  const log = (line: string) => io.out(`export: ${line}`)
  const started = performance.now()
  const { target } = options
  const client = createLakeClient(target)
  log(`reading ${describeTarget(target)}${options.drafts ? ' (drafts included)' : ' (published documents)'}`)

  const documents: ExportedDocument[] = []
  let skipped = 0
  const reading = createProgress('export: documents', undefined, io.progress)
  for await (const doc of exportDocuments(client)) {
    reading.tick()
    if (keeps(doc._id, options.drafts)) documents.push(localDocument(doc, target.dataset))
    else skipped++
  }
  reading.done(skipped > 0 ? `(${skipped} drafts, versions or system documents left out)` : '')

  const imagesDir = join(options.outDir, 'images')
  const { downloads, problems } = plannedDownloads(
    documents.filter((d) => d._type === 'sanity.imageAsset'),
    imagesDir,
  )
  const fileAssets = documents.filter((d) => d._type === 'sanity.fileAsset').length
  if (fileAssets > 0) problems.push(`${fileAssets} file asset(s) (not images) kept as documents; their files are not downloaded`)
  if (options.dryRun) {
    for (const problem of problems) io.err(problem)
    log(`dry run: would write ${documents.length} documents and ${downloads.length} images to ${options.outDir}; nothing was written`)
    return EXIT.ok
  }

  mkdirSync(imagesDir, { recursive: true })
  const apiOrigin = new URL(client.getUrl('/')).origin
  const token = client.config().token
  const headersFor = (url: string): Record<string, string> => {
    const { origin, hostname } = new URL(url)
    return token && (origin === apiOrigin || hostname.endsWith('.sanity.io')) ? { Authorization: `Bearer ${token}` } : {}
  }
  const images = await downloadImages(downloads, { headersFor, progress: createProgress('export: images', downloads.length, io.progress) })
  for (const problem of [...problems, ...images.problems]) io.err(problem)
  if (images.problems.length > 0) {
    io.err(
      `export: ${images.problems.length} image(s) could not be downloaded; ${join(options.outDir, 'dataset.ndjson')} was left as it was`,
    )
    return EXIT.failed
  }
  const removed = removeStaleImages(imagesDir, downloads)

  const written = writeDataset(join(options.outDir, 'dataset.ndjson'), documents)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log(`images: ${images.fetched} downloaded, ${images.kept} already there${removed ? `, ${removed} stale file(s) removed` : ''}`)
  log(`done in ${seconds}s: ${written.count} documents (${written.bytes} bytes) → ${join(options.outDir, 'dataset.ndjson')}`)
  log(`serve it with OHC_DATASET=${join(options.outDir, 'dataset.ndjson')}`)
  return EXIT.ok
}
