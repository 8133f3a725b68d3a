// Downloads the exported dataset's image files into <out>/images/<sha1>-<w>x<h>.<ext>, the layout
// the generator writes and the web app serves. Files already there with the right bytes are kept;
// a download whose SHA-1 differs from the asset's is refused.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { errorMessage } from '../pipeline/cli'
import { inParallel } from '../pipeline/lake-queries'
import type { Progress } from '../pipeline/progress'
import { assetFileName } from '../import/plan'
import type { ExportedDocument } from './stream'

const sha1Of = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

export interface Download {
  id: string
  url: string
  file: string
  sha1: string
}

export function plannedDownloads(assets: readonly ExportedDocument[], imagesDir: string): { downloads: Download[]; problems: string[] } {
  const downloads: Download[] = []
  const problems: string[] = []
  for (const asset of assets) {
    const name = assetFileName(asset._id)
    const sha1 = /^image-([0-9a-f]{40})-/.exec(asset._id)?.[1]
    if (!name || !sha1 || typeof asset.url !== 'string') {
      problems.push(`${asset._id} (document): not an image asset with a url; its file was not downloaded`)
      continue
    }
    downloads.push({ id: asset._id, url: asset.url, file: join(imagesDir, name), sha1 })
  }
  return { downloads, problems }
}

export async function downloadImages(
  downloads: readonly Download[],
  {
    headersFor,
    progress,
    concurrency = 6,
  }: { headersFor: (url: string) => Record<string, string>; progress: Progress; concurrency?: number },
): Promise<{ fetched: number; kept: number; problems: string[] }> {
  let fetched = 0
  let kept = 0
  const problems: string[] = []
  await inParallel(downloads, concurrency, async (d) => {
    try {
      if (existsSync(d.file) && sha1Of(readFileSync(d.file)) === d.sha1) {
        kept++
        return
      }
      const response = await fetch(d.url, { headers: headersFor(d.url) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      const actual = sha1Of(bytes)
      if (actual !== d.sha1) throw new Error(`the file has SHA-1 ${actual}, not ${d.sha1}`)
      writeFileSync(`${d.file}.tmp`, bytes)
      renameSync(`${d.file}.tmp`, d.file)
      fetched++
    } catch (error) {
      problems.push(`${d.id} (document): downloading ${d.url} failed: ${errorMessage(error)}`)
    } finally {
      progress.tick()
    }
  })
  progress.done()
  return { fetched, kept, problems }
}

/** Removes image files that no asset of the dataset names, so the folder mirrors the dataset. */
export function removeStaleImages(imagesDir: string, downloads: readonly Download[]): number {
  const wanted = new Set(downloads.map((d) => d.file))
  let removed = 0
  for (const name of readdirSync(imagesDir)) {
    if (/^[0-9a-f]{40}-\d+x\d+\.[a-z0-9]+$/.test(name) && !wanted.has(join(imagesDir, name))) {
      rmSync(join(imagesDir, name))
      removed++
    }
  }
  return removed
}
