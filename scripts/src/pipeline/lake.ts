// Which Content Lake dataset a pipeline command talks to, read from options or the environment,
// and the @sanity/client configured for it. Shared by import, export and rollover.

import { createClient, type SanityClient } from '@sanity/client'
import { UsageError } from './cli'

/** The API version the pipeline speaks; the web app's default (SANITY_API_VERSION) is the same. */
export const API_VERSION = '2025-10-01'

export interface LakeTarget {
  projectId: string
  dataset: string
  token?: string
  /** Another API host instead of https://<project>.api.sanity.io, e.g. the local stand-in. */
  apiHost?: string
}

/** The parseArgs options every Lake command accepts. */
export const LAKE_OPTIONS = {
  project: { type: 'string' },
  dataset: { type: 'string' },
  token: { type: 'string' },
  'api-host': { type: 'string' },
} as const

export const LAKE_HELP = `  --project ID         Sanity project id (default: $SANITY_PROJECT_ID)
  --dataset NAME       dataset name (default: $SANITY_DATASET, else "production")
  --token TOKEN        API token (default: $TOKEN_VARIABLES)
  --api-host URL       another API host, e.g. a local stand-in: http://127.0.0.1:3999`

export const lakeHelp = (tokenVariables: string) => LAKE_HELP.replace('TOKEN_VARIABLES', tokenVariables)

// Sanity's own rules for names; checking them here also keeps them safe in file names.
const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/

interface LakeValues {
  project?: string
  dataset?: string
  token?: string
  'api-host'?: string
}

/**
 * Reads the target from options, falling back to the environment. `tokenVariables` are the
 * environment variables tried in order for the token; `needToken` makes a missing token an error.
 */
export function readLakeTarget(
  values: LakeValues,
  { env = process.env, tokenVariables, needToken }: { env?: NodeJS.ProcessEnv; tokenVariables: string[]; needToken: boolean },
): LakeTarget {
  const projectId = values.project ?? env.SANITY_PROJECT_ID
  if (!projectId) throw new UsageError('no project: pass --project ID or set SANITY_PROJECT_ID')
  if (!PROJECT_ID.test(projectId))
    throw new UsageError(`--project "${projectId}" is not a Sanity project id (lower-case letters, digits and dashes)`)
  const dataset = values.dataset ?? env.SANITY_DATASET ?? 'production'
  if (!DATASET.test(dataset)) throw new UsageError(`--dataset "${dataset}" is not a dataset name (lower-case letters, digits, "_" and "-")`)
  const token = values.token ?? tokenVariables.map((name) => env[name]).find((value) => value !== undefined && value !== '')
  if (needToken && !token)
    throw new UsageError(
      `no API token: pass --token or set ${tokenVariables.join(' or ')} (an Editor token from the project's API settings)`,
    )
  const apiHost = values['api-host']
  if (apiHost !== undefined && !/^https?:\/\/[^/]+/.test(apiHost))
    throw new UsageError(`--api-host must be a URL such as http://127.0.0.1:3999, got "${apiHost}"`)
  return { projectId, dataset, ...(token ? { token } : {}), ...(apiHost ? { apiHost: apiHost.replace(/\/+$/, '') } : {}) }
}

/** A client that sees every document as stored (drafts included) and never reads from the CDN. */
export function createLakeClient(target: LakeTarget): SanityClient {
  return createClient({
    projectId: target.projectId,
    dataset: target.dataset,
    token: target.token,
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: 'raw',
    ...(target.apiHost ? { apiHost: target.apiHost, useProjectHostname: false } : {}),
  })
}

export const describeTarget = (target: LakeTarget) =>
  `${target.projectId}/${target.dataset}${target.apiHost ? ` at ${target.apiHost}` : ''}`
