// Helpers shared by the generator and validator tests: generate the demo dataset into a temporary
// directory and read it back.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseNdjson } from '@ohc/lake'
import { generate } from './generate/generate'
import type { Manifest } from './generate/manifest'

export interface TestDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface GeneratedDataset {
  dir: string
  manifest: Manifest
  text: string
  documents: TestDocument[]
  byId: Map<string, TestDocument>
  ofType: (type: string) => TestDocument[]
  remove: () => void
}

/** The pinned 2026 festival unless told otherwise; `currentSaturday` places the current festival as --date does. */
export function generateDataset(
  options: { seed?: string; scale?: number; currentYear?: number; currentSaturday?: string } = {},
): GeneratedDataset {
  const dir = mkdtempSync(join(tmpdir(), 'ohc-demo-'))
  const manifest = generate({
    seed: options.seed ?? 'open-house',
    scale: options.scale ?? 1,
    currentYear: options.currentYear ?? 2026,
    ...(options.currentSaturday === undefined ? {} : { currentSaturday: options.currentSaturday }),
    outDir: dir,
  })
  const file = join(dir, 'dataset.ndjson')
  const text = readFileSync(file, 'utf8')
  const documents: TestDocument[] = parseNdjson(text, file)
  const byId = new Map(documents.map((d) => [d._id, d]))
  return {
    dir,
    manifest,
    text,
    documents,
    byId,
    ofType: (type) => documents.filter((d) => d._type === type),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Every value in a document, with its path, depth first. */
export function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value]
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* walk(value[i], `${path}[${i}]`)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) yield* walk(child, path ? `${path}.${key}` : key)
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
