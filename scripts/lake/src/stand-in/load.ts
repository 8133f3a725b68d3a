// Loads an NDJSON dataset and its image files (in images/ beside it) into the shape the stand-in
// starts from. Bad lines are skipped and reported, so one broken line does not stop the stand-in.

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readNdjsonLines } from '../ndjson'
import type { StoredDocument } from './store'

export function loadStandInDataset(file: string): { documents: StoredDocument[]; files: Map<string, Buffer>; problems: string[] } {
  const { lines, badLines } = readNdjsonLines(readFileSync(file, 'utf8'))
  const documents = lines.map((entry) => entry.document)
  const files = new Map<string, Buffer>()
  const imagesDir = join(dirname(file), 'images')
  for (const doc of documents) {
    if (doc._type !== 'sanity.imageAsset' || typeof doc.path !== 'string') continue
    const name = doc.path.split('/').pop() ?? doc.path
    const path = join(imagesDir, name)
    if (existsSync(path)) files.set(name, readFileSync(path))
  }
  return { documents, files, problems: badLines.map((bad) => `(line ${bad.line}): ${bad.message}`) }
}
