// Loads an NDJSON dataset and its image files into the shape the stand-in starts from.

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadDataset } from '../validate/load'
import type { StoredDocument } from './store'

export function loadStandInDataset(file: string): { documents: StoredDocument[]; files: Map<string, Buffer>; problems: string[] } {
  const { documents, problems } = loadDataset(file)
  const files = new Map<string, Buffer>()
  const imagesDir = join(dirname(file), 'images')
  for (const doc of documents) {
    if (doc._type !== 'sanity.imageAsset' || typeof doc.path !== 'string') continue
    const name = doc.path.split('/').pop() as string
    const path = join(imagesDir, name)
    if (existsSync(path)) files.set(name, readFileSync(path))
  }
  return { documents, files, problems: problems.map((p) => `${p.id}: ${p.message}`) }
}
