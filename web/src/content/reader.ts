import type { z } from 'zod'
import type { DocumentTypeName } from '@ohc/schemas/names'
import { contentSource } from '@/content/sanity/source'
import { tagsFor, type CacheTag } from '@/content/sanity/tags'
import type { Contract, Item, QueryText, ResultOf } from './contract'
import { shapeList, shapeOne, type ListBody, type RecordLike } from './shape'

// A reader is a GROQ query, the zod record its answer is shaped by, and the document types it
// depends on (its cache tags), declared once. `read()` is the only call of the content source in
// the app: pages, API routes, the sitemap, reservations and itineraries all go through readers.

export type QueryParams = Record<string, unknown>

export interface Reader<T> {
  readonly query: QueryText
  readonly tags: CacheTag[]
  /** Turns the raw answer into the reader's type; throws when the answer breaks the record. */
  shape(raw: unknown): T
}

interface Spec<Q extends QueryText, S extends z.ZodType> {
  query: Q
  record: S
  /** The document types whose publication changes the answer. */
  tags: DocumentTypeName[]
}

/**
 * A reader of one answer: a document (make the record `.nullable()` when it may be missing), a value
 * or a list shaped whole. Like a list, it is shaped once per answer the source hands back (see
 * memoisedReader): a booking reads its tour or event, and the settings, on every request.
 */
export function oneReader<const Q extends QueryText, S extends z.ZodType>(
  spec: Spec<Q, S>,
  ...contract: Contract<S, ResultOf<Q>>
): Reader<z.output<S>> {
  void contract
  return memoisedReader(spec.query, spec.tags, (raw) => shapeOne(spec.record, raw))
}

/**
 * A reader of a list of records. A record that breaks its schema is logged and left out rather
 * than failing the list. Shaped once per answer, not per request (memoisedReader).
 */
export function listReader<const Q extends QueryText, S extends z.ZodType<RecordLike>>(
  spec: Spec<Q, S>,
  ...contract: Contract<S, Item<ResultOf<Q>>>
): Reader<ListBody<z.output<S>>> {
  void contract
  return memoisedReader(spec.query, spec.tags, (raw) => shapeList(spec.record, raw))
}

/**
 * A list reader whose answer is turned into records first (`toRecords`, which may add fields the
 * query does not project). The contract holds `from.record`, the records as the query projects
 * them, to the list at `from.key` in the answer.
 */
export function derivedListReader<
  const Q extends QueryText,
  S extends z.ZodType<RecordLike>,
  P extends z.ZodType,
  const K extends keyof NonNullable<ResultOf<Q>>,
>(
  spec: Spec<Q, S> & { from: { key: K; record: P }; toRecords: (raw: unknown) => unknown },
  ...contract: Contract<P, Item<NonNullable<ResultOf<Q>>[K]>>
): Reader<ListBody<z.output<S>>> {
  void contract
  return memoisedReader(spec.query, spec.tags, (raw) => shapeList(spec.record, spec.toRecords(raw)))
}

/**
 * The local engine hands back the very same answer object until the dataset changes, so what is
 * shaped from it is kept by that object's identity: it follows the content exactly as the source
 * does, never by time. A Content Lake answer is a new object each time (its freshness is Next's
 * data cache and the publish webhook's tags), so nothing is kept for it. Shaped answers are
 * shared between requests: callers never change them.
 */
function memoisedReader<T>(query: QueryText, types: DocumentTypeName[], shape: (raw: unknown) => T): Reader<T> {
  const shaped = new WeakMap<object, T>()
  return {
    query,
    tags: tagsFor(...types),
    shape(raw) {
      const key = typeof raw === 'object' && raw !== null ? raw : undefined
      const cached = key && shaped.get(key)
      if (cached) return cached
      const result = shape(raw)
      if (key) shaped.set(key, result)
      return result
    },
  }
}

/** Reads for pages may preview drafts; the API's never do. */
export interface ReadOptions {
  draft?: boolean
}

/**
 * Reads in the language `params.lang` names, or the default language's words when it names none
 * (`$lang` null): a translated field's projection asks for `$lang`, so every read passes one.
 */
export async function read<T>(reader: Reader<T>, params: QueryParams = {}, { draft }: ReadOptions = {}): Promise<T> {
  const raw = await contentSource().query(reader.query, { lang: null, ...params }, { tags: reader.tags, draft })
  return reader.shape(raw)
}

/** The kind of source content comes from: drafts can only be previewed from a Content Lake. */
export function sourceKind() {
  return contentSource().kind
}
