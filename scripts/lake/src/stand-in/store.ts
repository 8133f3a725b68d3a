// The stand-in's datasets: documents in memory, changed only by whole transactions. A transaction
// either applies every mutation or none, and is refused — as the Content Lake refuses it — when a
// document would strongly reference a document that does not exist, or a deleted document is
// still strongly referenced. A dataset may be read from a file instead: then it takes the file's
// content again whenever the file changes (as a publish would change the lake), dropping what
// mutations did in memory since.

import { randomBytes } from 'node:crypto'
import type { DatasetHolder, LoadedDataset } from '../dataset'
import { evaluateGroq, type QueryParams } from '../groq'
import type { LakeDocument } from '../ndjson'
import { perspectiveDocuments, viewOf, type DatasetView, type Perspective } from '../perspectives'
import { applyPatch, type PatchBody } from './patch'

export interface StoredDocument extends LakeDocument {
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
}

export type Mutation =
  | { create: Partial<StoredDocument> }
  | { createOrReplace: StoredDocument }
  | { createIfNotExists: StoredDocument }
  | { delete: { id?: string; query?: string; params?: Record<string, unknown> } }
  | { patch: PatchBody & { params?: Record<string, unknown> } }

export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  document?: StoredDocument
}

/** A refused transaction, with what the Content Lake answers: a status and a body. */
export class MutationError extends Error {
  constructor(
    readonly status: number,
    readonly items: { error: { description: string; id?: string; referenceID?: string; type: string }; index: number }[],
  ) {
    super(items.map((item) => item.error.description).join('; '))
  }

  body() {
    return { error: { description: `Mutation(s) failed with ${this.items.length} error(s)`, items: this.items, type: 'mutationError' } }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every strong reference in a value: `{_ref}` objects that are not `_weak` and not cross-dataset. */
export function strongReferences(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, out)
  else if (isObject(value)) {
    if (typeof value._ref === 'string' && value._weak !== true && value._dataset === undefined) out.push(value._ref)
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) strongReferences(child, out)
  }
  return out
}

const newRev = () => randomBytes(11).toString('base64url')

export interface DatasetOptions {
  /** The starting documents, kept in memory. */
  documents?: Iterable<StoredDocument>
  /** Or a file to read them from, again whenever it changes (when the holder watches it). */
  file?: DatasetHolder
  /** Applied to each document as it enters the dataset from the start or the file. */
  prepare?: (doc: StoredDocument) => StoredDocument
}

export class Dataset {
  private readonly stored = new Map<string, StoredDocument>()
  private readonly views = new Map<Perspective, DatasetView>()
  private loadedFrom: LoadedDataset | undefined
  transactions = 0

  constructor(private readonly options: DatasetOptions = {}) {
    this.fill(options.documents ?? [])
  }

  private fill(documents: Iterable<StoredDocument>) {
    this.stored.clear()
    this.views.clear()
    const prepare = this.options.prepare ?? ((doc: StoredDocument) => doc)
    for (const doc of documents) this.stored.set(doc._id, prepare(structuredClone(doc)))
  }

  /** The documents by id, as stored (drafts included); read from the file again if it changed. */
  get documents(): Map<string, StoredDocument> {
    const loaded = this.options.file?.current()
    if (loaded && loaded !== this.loadedFrom) {
      this.loadedFrom = loaded
      this.fill(loaded.all)
    }
    return this.stored
  }

  /** What a query sees under a perspective, kept until the documents change. */
  view(perspective: Perspective): DatasetView {
    const documents = this.documents
    let view = this.views.get(perspective)
    if (!view) {
      view = viewOf(perspectiveDocuments([...documents.values()], perspective))
      this.views.set(perspective, view)
    }
    return view
  }

  /** The documents sorted by id, without the system fields the stand-in adds. */
  snapshot(): StoredDocument[] {
    return [...this.documents.values()]
      .sort((a, b) => (a._id < b._id ? -1 : 1))
      .map(({ _rev, _createdAt, _updatedAt, ...rest }) => rest as StoredDocument)
  }

  query(query: string, params: QueryParams = {}, perspective: Perspective = 'raw'): Promise<unknown> {
    return evaluateGroq(query, params, this.view(perspective))
  }

  private async idsMatching(
    target: { id?: string; query?: string; params?: Record<string, unknown> },
    working: Map<string, StoredDocument>,
  ): Promise<string[]> {
    if (typeof target.id === 'string') return [target.id]
    if (typeof target.query === 'string') {
      const result = await evaluateGroq(target.query, target.params ?? {}, [...working.values()])
      const list = Array.isArray(result) ? result : [result]
      return list.flatMap((doc) => (isObject(doc) && typeof doc._id === 'string' ? [doc._id] : []))
    }
    throw new Error('a delete or patch needs an id or a query')
  }

  /** Applies the mutations as one transaction; throws a MutationError and changes nothing on failure. */
  async mutate(mutations: Mutation[]): Promise<{ transactionId: string; results: MutationResult[] }> {
    const working = new Map(this.documents)
    const results: MutationResult[] = []
    const touched = new Set<string>()
    const deleted = new Set<string>()
    const now = new Date().toISOString()
    const fail = (index: number, description: string, extra: { id?: string; type?: string; status?: number } = {}) => {
      throw new MutationError(extra.status ?? 409, [
        { error: { description, ...(extra.id ? { id: extra.id } : {}), type: extra.type ?? 'mutationError' }, index },
      ])
    }
    const store = (doc: StoredDocument, previous: StoredDocument | undefined) => {
      const stored = { ...structuredClone(doc), _createdAt: previous?._createdAt ?? now, _updatedAt: now, _rev: newRev() }
      working.set(doc._id, stored)
      touched.add(doc._id)
      deleted.delete(doc._id)
      return stored
    }

    for (const [index, mutation] of mutations.entries()) {
      const [kind, body] = Object.entries(mutation)[0] ?? []
      if (!isObject(body)) fail(index, 'a mutation needs a body', { status: 400 })
      const doc = body as StoredDocument
      if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
        if (kind === 'create' && doc._id === undefined) doc._id = randomBytes(12).toString('hex')
        if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
          fail(index, `${kind}: the document needs a string _id and _type`, { status: 400 })
        const previous = working.get(doc._id)
        if (previous && kind === 'create')
          fail(index, `Document by ID "${doc._id}" already exists`, { id: doc._id, type: 'documentAlreadyExistsError' })
        if (previous && kind === 'createIfNotExists') {
          results.push({ id: doc._id, operation: 'none', document: previous })
          continue
        }
        results.push({ id: doc._id, operation: previous ? 'update' : 'create', document: store(doc, previous) })
      } else if (kind === 'delete' || kind === 'patch') {
        let ids: string[] = []
        try {
          ids = await this.idsMatching(body as { id?: string; query?: string }, working)
        } catch (error) {
          fail(index, String((error as Error).message), { status: 400 })
        }
        for (const id of ids) {
          const previous = working.get(id)
          if (kind === 'delete') {
            working.delete(id)
            deleted.add(id)
            touched.delete(id)
            results.push({ id, operation: previous ? 'delete' : 'none' })
            continue
          }
          const patch = body as PatchBody
          if (!previous) fail(index, `Document "${id}" not found`, { id, type: 'documentNotFoundError', status: 404 })
          if (patch.ifRevisionID !== undefined && previous?._rev !== patch.ifRevisionID) {
            fail(index, `Document "${id}" has unexpected revision ID ("${previous?._rev}"), expected "${patch.ifRevisionID}"`, {
              id,
              type: 'conflictError',
            })
          }
          let next: Record<string, unknown> = {}
          try {
            next = applyPatch(previous as StoredDocument, patch)
          } catch (error) {
            fail(index, (error as Error).message, { id, status: 400 })
          }
          results.push({ id, operation: 'update', document: store({ ...(next as StoredDocument), _id: id }, previous) })
        }
      } else {
        fail(index, `the stand-in does not support the mutation "${String(kind)}"`, { status: 400 })
      }
    }
    this.checkReferences(working, touched, deleted, mutations.length)
    this.stored.clear()
    this.views.clear()
    for (const [id, doc] of working) this.stored.set(id, doc)
    this.transactions++
    return { transactionId: newRev(), results }
  }

  /** Strong references from changed documents must resolve; deleted documents must not be referenced. */
  private checkReferences(working: Map<string, StoredDocument>, touched: Set<string>, deleted: Set<string>, count: number) {
    const items: MutationError['items'] = []
    for (const id of touched) {
      for (const ref of strongReferences(working.get(id))) {
        if (!working.has(ref)) {
          items.push({
            error: {
              description: `Document "${id}" references non-existent document "${ref}"`,
              id,
              referenceID: ref,
              type: 'documentReferenceExistenceError',
            },
            index: count - 1,
          })
        }
      }
    }
    if (deleted.size > 0) {
      for (const doc of working.values()) {
        for (const ref of strongReferences(doc)) {
          if (deleted.has(ref)) {
            items.push({
              error: {
                description: `Document "${ref}" cannot be deleted as there are references to it from "${doc._id}"`,
                id: ref,
                referenceID: doc._id,
                type: 'documentHasExistingReferencesError',
              },
              index: count - 1,
            })
          }
        }
      }
    }
    if (items.length > 0) throw new MutationError(409, items)
  }
}
