import { DatasetHolder, LocalGroqEngine, type QueryParams } from '@ohc/lake'
import type { SanityClient } from 'next-sanity'
import { createLakeClient } from './client'
import { config, type ContentConfig } from '@/platform/config'
import type { CacheTag } from './tags'
import { noteContentRead } from '../../../line-pages.mjs'

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
  if (env.kind === 'lake') return noted(lakeSource(createLakeClient(env), Boolean(env.token), env.timeoutMs))
  const engine = new LocalGroqEngine(new DatasetHolder(env.datasetFile, !config().runtime.production))
  return noted({
    kind: 'local',
    query: (query: string, params: QueryParams) => engine.query(query, params),
  })
}

/**
 * Each read's outcome is noted for the page cache: while reads fail, a page that shows a line is
 * served from its last copy rather than rendered into an error (web/line-pages.mjs).
 */
function noted(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    query: async (query, params, options) => {
      try {
        const answer = await source.query(query, params, options)
        noteContentRead(true)
        return answer
      } catch (error) {
        noteContentRead(false)
        throw error
      }
    },
  }
}

// Each read gives up after `timeoutMs`: a Lake that accepts connections and never answers must
// not hold a visitor's page. The client's own timeout counts per attempt and its retries add up,
// so the bound is kept here. The request itself is left to finish (it fills the data cache for
// the next reader); Next's deduplication of identical reads in one render is untouched, which a
// per-request abort signal would switch off. A read that fails is the caller's to handle: the
// cached answer, an empty list, an error page.
function lakeSource(client: SanityClient, hasToken: boolean, timeoutMs: number): ContentSource {
  return {
    kind: 'lake',
    query: (query: string, params: QueryParams, { tags, revalidate = 60, draft = false }: FetchOptions) =>
      within(
        timeoutMs,
        draft && hasToken
          ? client.fetch<unknown>(query, params, { perspective: 'drafts', useCdn: false, cache: 'no-store' })
          : client.fetch<unknown>(query, params, { next: { tags, revalidate } }),
      ),
  }
}

function within<T>(ms: number, read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The Content Lake did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([read, late]).finally(() => clearTimeout(timer))
}

let shared: ContentSource | undefined

/** The process-wide source, built from the environment on first use. */
export function contentSource(): ContentSource {
  shared ??= createContentSource(config().content)
  return shared
}
