// Where things are, worked out from this file's location so the CLIs behave the same from any cwd.

import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The monorepo root: scripts/src/paths.ts → ../.. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The default home of the generated demo dataset. */
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data', 'demo')

export const DEFAULT_DATASET = resolve(DEFAULT_DATA_DIR, 'dataset.ndjson')

/**
 * Resolves a path given on the command line against the directory the user ran the command from:
 * `pnpm --filter` runs scripts inside scripts/, but records the caller's directory in INIT_CWD.
 */
export const fromInvocationDir = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)
