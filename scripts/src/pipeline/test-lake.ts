// Test helpers for the pipeline's integration tests: the demo dataset in a scratch folder, a
// stand-in Content Lake, and the command lines that point a command at it.

import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLakeStandIn, type LakeStandIn, type StandInOptions, type StoredDocument } from '@ohc/lake/stand-in'

export const TOKEN = 'test-write-token'

export const scratchDir = (prefix: string) => mkdtempSync(join(tmpdir(), `ohc-${prefix}-`))

/** A copy of a dataset folder (dataset.ndjson and images/) in a fresh scratch folder. */
export function copyDataset(from: string, prefix: string): { dir: string; file: string; remove: () => void } {
  const dir = scratchDir(prefix)
  cpSync(from, dir, { recursive: true })
  return { dir, file: join(dir, 'dataset.ndjson'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export const startStandIn = (options: StandInOptions = {}): Promise<LakeStandIn> =>
  startLakeStandIn({ token: TOKEN, datasets: { production: [] }, ...options })

/** The options that send a command to the stand-in's dataset. */
export const lakeArgs = (standIn: LakeStandIn, dataset = 'production') => [
  '--api-host',
  standIn.url,
  '--project',
  standIn.projectId,
  '--dataset',
  dataset,
  '--token',
  TOKEN,
]

/** The stand-in's documents without server fields, sorted by id. */
export const storeOf = (standIn: LakeStandIn, dataset = 'production'): StoredDocument[] => standIn.dataset(dataset).snapshot()

export const mutateRequests = (standIn: LakeStandIn) => standIn.requests.filter((r) => r.kind === 'mutate')
