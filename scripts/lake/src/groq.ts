import { evaluate, parse, type ExprNode } from 'groq-js'
import type { DatasetHolder } from './dataset'
import type { LakeDocument } from './ndjson'
import type { DatasetView, Perspective } from './perspectives'

// GROQ over local documents with groq-js, Sanity's own GROQ engine, so local reads answer exactly
// what the Content Lake would for the same query text. The one place the repository calls groq-js.

export type QueryParams = Record<string, unknown>

const MAX_TREES = 1000
const trees = new Map<string, ExprNode>()

// Parsed without params: groq-js would inline them into the tree, and the tree is reused.
function parsed(query: string): ExprNode {
  let tree = trees.get(query)
  if (!tree) {
    tree = parse(query)
    if (trees.size >= MAX_TREES) trees.clear()
    trees.set(query, tree)
  }
  return tree
}

/** Evaluates `query` over a view's documents; throws groq-js's error for a query it cannot parse. */
export async function evaluateGroq(query: string, params: QueryParams, view: DatasetView | readonly LakeDocument[]): Promise<unknown> {
  const { documents, byId } = 'byId' in view ? view : { documents: view, byId: undefined }
  const value = await evaluate(parsed(query), {
    dataset: documents,
    params,
    // A map lookup instead of groq-js's default scan of the whole dataset for every `->`.
    ...(byId ? { dereference: ({ _ref }: { _ref: string }): LakeDocument | undefined => byId.get(_ref) } : {}),
  })
  return value.get()
}

const MAX_MEMO = 500

/**
 * Queries a dataset file. Published reads are memoised until the dataset changes: the same query and
 * params give the very same answer object, so callers may cache what they derive from it by identity.
 */
export class LocalGroqEngine {
  private memo = new Map<string, unknown>()
  private memoVersion = ''

  constructor(private readonly holder: DatasetHolder) {}

  async query(query: string, params: QueryParams = {}, perspective: Perspective = 'published'): Promise<unknown> {
    const loaded = this.holder.current()
    if (loaded.version !== this.memoVersion) {
      this.memo.clear()
      this.memoVersion = loaded.version
    }
    // Only published reads are memoised: previews must show each edit, and raw reads (preview
    // secrets) depend on now().
    const memoise = perspective === 'published'
    const key = `${query}\u0000${JSON.stringify(params)}`
    if (memoise && this.memo.has(key)) return this.memo.get(key)
    const result = await evaluateGroq(query, params, loaded.view(perspective))
    if (!memoise) return result
    if (this.memo.size >= MAX_MEMO) this.memo.clear()
    this.memo.set(key, result)
    return result
  }
}
