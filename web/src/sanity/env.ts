import path from 'node:path'
import { z } from 'zod'

// Content-source configuration, read once and validated. Every variable is documented in
// .env.example; the defaults make a fresh checkout run on the local demo dataset.

const schema = z.object({
  // Optional. When set (with SANITY_DATASET), content comes from this Sanity project's Content Lake.
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be lowercase letters, digits and dashes')
    .optional(),
  // Optional. The Content Lake dataset; "production" when a project id is set.
  SANITY_DATASET: z.string().regex(/^[a-z0-9_-]+$/).default('production'),
  // Optional. Pinned API version: results never change shape under us.
  SANITY_API_VERSION: z.string().regex(/^v?\d{4}-\d{2}-\d{2}$/).default('2025-10-01'),
  // Optional. A read token, for private datasets and (later) drafts in preview.
  SANITY_API_READ_TOKEN: z.string().optional(),
  // Optional. Override the API host (used by the tests' local Content Lake stand-in).
  SANITY_API_HOST: z.url().optional(),
  // Optional. The NDJSON dataset used when no project id is set; default: the generated demo.
  OHC_DATASET: z.string().optional(),
})

export type ContentEnv =
  | {
      kind: 'lake'
      projectId: string
      dataset: string
      apiVersion: string
      token: string | undefined
      apiHost: string | undefined
    }
  | { kind: 'local'; datasetFile: string }

/** The repository root: web/ sits one level below it. Next runs with cwd = web/. */
export function repoRoot(): string {
  const cwd = process.cwd()
  return path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
}

export const DEFAULT_DATASET_FILE = 'data/demo/dataset.ndjson'

export function readContentEnv(source: NodeJS.ProcessEnv = process.env): ContentEnv {
  const empty = (v: string | undefined) => (v === '' ? undefined : v)
  const parsed = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((k) => [k, empty(source[k])])),
  )
  if (!parsed.success) {
    throw new Error(`Invalid content configuration: ${z.prettifyError(parsed.error)}`)
  }
  const env = parsed.data
  if (env.SANITY_PROJECT_ID) {
    return {
      kind: 'lake',
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_API_READ_TOKEN,
      apiHost: env.SANITY_API_HOST,
    }
  }
  const file = env.OHC_DATASET ?? DEFAULT_DATASET_FILE
  return { kind: 'local', datasetFile: path.resolve(repoRoot(), file) }
}
