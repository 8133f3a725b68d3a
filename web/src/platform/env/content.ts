import path from 'node:path'
import { z } from 'zod'
import { milliseconds, readVariables, repoRoot, type Env } from './read'

// Where content comes from (documented in .env.example); the defaults make a fresh checkout run
// on the local demo dataset. Also which project the /ohc-admin Studio edits, and the secret of
// the publish webhook.

export const contentSchema = z.object({
  // Optional. When set (with SANITY_DATASET), content comes from this Sanity project's Content Lake.
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be lowercase letters, digits and dashes')
    .optional(),
  // Optional. The Content Lake dataset; "production" when a project id is set.
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('production'),
  // Optional. Pinned API version: results never change shape under us.
  SANITY_API_VERSION: z
    .string()
    .regex(/^v?\d{4}-\d{2}-\d{2}$/)
    .default('2025-10-01'),
  // Optional. A read token, for private datasets and drafts in preview.
  SANITY_API_READ_TOKEN: z.string().optional(),
  // Optional. Override the API host (used by the tests' local Content Lake stand-in).
  SANITY_API_HOST: z.url().optional(),
  // Optional. How long a read from the Content Lake may take before it counts as failed; the
  // cached answer is served instead, or the list is empty. 3 s: a page never waits on a Lake
  // that is down or stalled.
  SANITY_API_TIMEOUT_MS: milliseconds(3_000),
  // Optional. The NDJSON dataset used when no project id is set; default: the generated demo.
  OHC_DATASET: z.string().optional(),
})

export type ContentConfig =
  | {
      kind: 'lake'
      projectId: string
      dataset: string
      apiVersion: string
      token: string | undefined
      apiHost: string | undefined
      /** The longest a read may take, retries included. */
      timeoutMs: number
    }
  | { kind: 'local'; datasetFile: string }

export const DEFAULT_DATASET_FILE = 'data/demo/dataset.ndjson'

export function readContentConfig(env: Env): ContentConfig {
  const vars = readVariables(contentSchema, env, 'content')
  if (vars.SANITY_PROJECT_ID) {
    return {
      kind: 'lake',
      projectId: vars.SANITY_PROJECT_ID,
      dataset: vars.SANITY_DATASET,
      apiVersion: vars.SANITY_API_VERSION,
      token: vars.SANITY_API_READ_TOKEN,
      apiHost: vars.SANITY_API_HOST,
      timeoutMs: vars.SANITY_API_TIMEOUT_MS,
    }
  }
  return { kind: 'local', datasetFile: path.resolve(repoRoot(), vars.OHC_DATASET ?? DEFAULT_DATASET_FILE) }
}

export const studioSchema = z.object({
  // Optional. The project the /ohc-admin Studio edits when no content project is configured.
  SANITY_STUDIO_PROJECT_ID: z.string().optional(),
  // Optional. Its dataset.
  SANITY_STUDIO_DATASET: z.string().default('production'),
})

export interface StudioProject {
  projectId: string
  dataset: string
}

// A placeholder: the Studio then says it cannot connect (in local mode there is nothing to edit
// but the NDJSON file itself).
export const PLACEHOLDER_PROJECT_ID = 'ohcdemo1'

/** The content project when one is configured, otherwise SANITY_STUDIO_PROJECT_ID, otherwise the placeholder. */
export function readStudioProject(env: Env): StudioProject {
  const content = readContentConfig(env)
  if (content.kind === 'lake') return { projectId: content.projectId, dataset: content.dataset }
  const vars = readVariables(studioSchema, env, 'Studio')
  return { projectId: vars.SANITY_STUDIO_PROJECT_ID ?? PLACEHOLDER_PROJECT_ID, dataset: vars.SANITY_STUDIO_DATASET }
}

export const webhookSchema = z.object({
  // Optional. The secret of the Sanity webhook that calls /api/revalidate; unset: that route answers 503.
  SANITY_REVALIDATE_SECRET: z.string().optional(),
  // Tests only. 1: /api/revalidate does not wait for the Content Lake's eventual consistency.
  OHC_REVALIDATE_NO_WAIT: z.string().optional(),
})

export interface WebhookConfig {
  revalidateSecret: string | undefined
  /** Wait before expiring tags, so the next read sees the change (next-sanity's parseBody). */
  waitForConsistency: boolean
}

export function readWebhookConfig(env: Env): WebhookConfig {
  const vars = readVariables(webhookSchema, env, 'webhook')
  return { revalidateSecret: vars.SANITY_REVALIDATE_SECRET, waitForConsistency: vars.OHC_REVALIDATE_NO_WAIT !== '1' }
}
