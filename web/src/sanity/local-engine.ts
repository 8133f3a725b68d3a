import { evaluate, parse, type ExprNode } from 'groq-js'
import type { DatasetHolder, Perspective, SanityDocument } from './local-dataset'

// Runs GROQ over the local dataset with groq-js, Sanity's own GROQ engine, so local mode answers
// exactly what the Content Lake would for the same query text.

export type QueryParams = Record<string, unknown>

const MAX_MEMO = 500

export class LocalGroqEngine {
  private trees = new Map<string, ExprNode>()
  private memo = new Map<string, unknown>()
  private memoVersion = ''

  constructor(private readonly holder: DatasetHolder) {}

  async query(query: string, params: QueryParams = {}, perspective: Perspective = 'published'): Promise<unknown> {
    const loaded = this.holder.current()
    const dataset = loaded.view(perspective)
    if (loaded.version !== this.memoVersion) {
      this.memo.clear()
      this.memoVersion = loaded.version
    }
    // Only published reads are memoised: previews must show each edit, and raw reads (preview
    // secrets) depend on now().
    const memoise = perspective === 'published'
    const key = `${query}\u0000${JSON.stringify(params)}`
    if (memoise && this.memo.has(key)) return this.memo.get(key)

    const value = await evaluate(this.parsed(query), {
      dataset: dataset.documents,
      params,
      // A map lookup instead of groq-js's default scan of the whole dataset for every `->`.
      dereference: ({ _ref }): SanityDocument | undefined => dataset.byId.get(_ref),
    })
    const result: unknown = await value.get()
    if (!memoise) return result
    if (this.memo.size >= MAX_MEMO) this.memo.clear()
    this.memo.set(key, result)
    return result
  }

  // Parsed without params: groq-js would inline them into the tree, and the tree is reused.
  private parsed(query: string): ExprNode {
    let tree = this.trees.get(query)
    if (!tree) {
      tree = parse(query)
      this.trees.set(query, tree)
    }
    return tree
  }
}
