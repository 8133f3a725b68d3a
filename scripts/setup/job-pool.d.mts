// The types of job-pool.mjs (set-up is plain JavaScript: it runs before anything is installed),
// for its tests.
import type { SpawnOptions } from 'node:child_process'

export interface Job {
  name: string
  after?: string[]
  run: () => Promise<boolean>
}

export function runJobs(jobs: Job[], slots: number): Promise<Map<string, boolean>>
export function runHeld(command: string, args: string[], options: SpawnOptions): Promise<number>
export function runStreamed(command: string, args: string[], options: SpawnOptions): Promise<number>
