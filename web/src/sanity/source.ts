import { DatasetHolder, LocalGroqEngine, type QueryParams } from '@ohc/lake'
import type { SanityClient } from 'next-sanity'
import { createLakeClient } from './client'
import { config, type ContentConfig } from '@/server/config'
import type { CacheTag } from './tags'

// One content source per process: the Content Lake when a project is configured, otherwise the
// local dataset through groq-js. Both take the same query text; nothing else knows which it is.

export interface FetchOptions {
  tags: CacheTag[]
  /** Seconds before Next's data cache refetches from the Content Lake. */
  revalidate?: number
  /** Draft mode (editors previewing from the Studio): drafts over published, never cached. */
  draft?: boolean
}

export interface ContentSource {
  readonly kind: ContentConfig['kind']
  /** Raw JSON; the content readers (src/content) shape it with their zod records. */
  query(query: string, params: QueryParams, options: FetchOptions): Promise<unknown>
}

export function createContentSource(env: ContentConfig): ContentSource {
  if (env.kind === 'lake') return lakeSource(createLakeClient(env), Boolean(env.token))
  const engine = new LocalGroqEngine(new DatasetHolder(env.datasetFile, !config().runtime.production))
  return {
    kind: 'local',
    query: (query: string, params: QueryParams) => engine.query(query, params),
  }
}

function lakeSource(client: SanityClient, hasToken: boolean): ContentSource {
  return {
    kind: 'lake',
    query: (query: string, params: QueryParams, { tags, revalidate = 60, draft = false }: FetchOptions) =>
      draft && hasToken
        ? client.fetch<unknown>(query, params, { perspective: 'drafts', useCdn: false, cache: 'no-store' })
        : client.fetch<unknown>(query, params, { next: { tags, revalidate } }),
  }
}

let shared: ContentSource | undefined

/** The process-wide source, built from the environment on first use. */
export function contentSource(): ContentSource {
  shared ??= createContentSource(config().content)
  return shared
}
