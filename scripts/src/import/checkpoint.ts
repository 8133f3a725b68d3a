// The import's checkpoint: a small JSON file beside the dataset recording which transactions a
// Content Lake has already accepted, so a re-run after a failure continues where it stopped. It
// is only trusted for the same input bytes, target and batch size; anything else starts over.

import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { LakeTarget } from '../pipeline/lake'

export interface Checkpoint {
  version: 1
  /** SHA-1 of the input file's bytes. */
  input: string
  /** Where the batches went: API host (or "default"), project and dataset. */
  target: string
  batchSize: number
  batches: number
  /** How many batches, from the first, the Content Lake has accepted. */
  done: number
  updatedAt: string
}

export const checkpointPath = (datasetFile: string, target: LakeTarget) =>
  join(dirname(datasetFile), `.import-state-${target.projectId}-${target.dataset}.json`)

export const targetKey = (target: LakeTarget) => `${target.apiHost ?? 'default'} ${target.projectId} ${target.dataset}`

export function readCheckpoint(path: string): Checkpoint | undefined {
  if (!existsSync(path)) return undefined
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<Checkpoint>
    if (value.version !== 1 || typeof value.input !== 'string' || typeof value.done !== 'number') return undefined
    return value as Checkpoint
  } catch {
    return undefined
  }
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves half a checkpoint. */
export function writeCheckpoint(path: string, checkpoint: Checkpoint): void {
  const tmp = `${path}.tmp`
  writeFileSync(tmp, `${JSON.stringify(checkpoint, null, 2)}\n`)
  renameSync(tmp, path)
}

export const removeCheckpoint = (path: string) => rmSync(path, { force: true })

/**
 * Where to start: the number of batches already done by an earlier run of this same import, with
 * a line saying why when an existing checkpoint is not used.
 */
export function resumePoint(
  existing: Checkpoint | undefined,
  wanted: Omit<Checkpoint, 'done' | 'updatedAt' | 'version'>,
): { start: number; note?: string } {
  if (!existing) return { start: 0 }
  if (existing.input !== wanted.input) return { start: 0, note: 'the input file changed since the interrupted import; starting over' }
  if (existing.target !== wanted.target) return { start: 0, note: 'the checkpoint is for another API host; starting over' }
  if (existing.batchSize !== wanted.batchSize || existing.batches !== wanted.batches) {
    return { start: 0, note: `the checkpoint was made with --batch-size ${existing.batchSize}; starting over` }
  }
  return { start: Math.min(existing.done, wanted.batches) }
}
