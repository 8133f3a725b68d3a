import { readFileSync, statSync } from 'node:fs'

// The local dataset: an NDJSON file in the shape `sanity dataset export` writes. Loaded once per
// process; in development it is re-read when the file changes, so editing it needs no restart.

export interface SanityDocument {
  _id: string
  _type: string
  [key: string]: unknown
}

export type Perspective = 'published' | 'drafts' | 'raw'

export interface DatasetView {
  documents: SanityDocument[]
  byId: Map<string, SanityDocument>
}

export interface LoadedDataset extends DatasetView {
  file: string
  /** Every document, drafts (`drafts.` ids) included: what the "raw" perspective sees. */
  all: SanityDocument[]
  /** The documents a perspective sees; `documents`/`byId` are the published view. */
  view(perspective: Perspective): DatasetView
  /** Changes whenever the content does, so caches keyed on it never serve stale results. */
  version: string
}

export function parseNdjson(text: string, file: string): SanityDocument[] {
  const docs: SanityDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      throw new Error(`${file}:${index + 1}: not valid JSON`)
    }
    if (!isDocument(doc)) throw new Error(`${file}:${index + 1}: a document needs _id and _type`)
    docs.push(doc)
  })
  return docs
}

function isDocument(value: unknown): value is SanityDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, '_id') === 'string' &&
    typeof Reflect.get(value, '_type') === 'string'
  )
}

const DRAFT = 'drafts.'

const viewOf = (documents: SanityDocument[]): DatasetView => ({ documents, byId: new Map(documents.map((d) => [d._id, d])) })

/** The "drafts" perspective: each draft stands in for its published document, under the published id. */
function overlayDrafts(all: SanityDocument[]): SanityDocument[] {
  const drafts = new Map(all.filter((d) => d._id.startsWith(DRAFT)).map((d) => [d._id.slice(DRAFT.length), d]))
  const published = all.filter((d) => !d._id.startsWith(DRAFT))
  const merged = published.map((d) => {
    const draft = drafts.get(d._id)
    return draft ? { ...draft, _id: d._id } : d
  })
  const publishedIds = new Set(published.map((d) => d._id))
  const newOnes = [...drafts].filter(([id]) => !publishedIds.has(id)).map(([id, d]) => ({ ...d, _id: id }))
  return [...merged, ...newOnes]
}

export function loadDataset(file: string): LoadedDataset {
  const stat = statSync(file)
  const all = parseNdjson(readFileSync(file, 'utf8'), file)
  const published = viewOf(all.filter((d) => !d._id.startsWith(DRAFT)))
  const views = new Map<Perspective, DatasetView>([['published', published]])
  return {
    file,
    all,
    ...published,
    view(perspective) {
      let view = views.get(perspective)
      if (!view) {
        view = viewOf(perspective === 'raw' ? all : overlayDrafts(all))
        views.set(perspective, view)
      }
      return view
    },
    version: `${stat.size}-${stat.mtimeMs}`,
  }
}

const RECHECK_MS = 500

/** Holds one dataset file in memory; `current()` reloads it after a change when `watch` is on. */
export class DatasetHolder {
  private loaded: LoadedDataset | undefined
  private checkedAt = 0

  constructor(
    readonly file: string,
    private readonly watch: boolean,
  ) {}

  current(): LoadedDataset {
    const now = Date.now()
    if (this.loaded && (!this.watch || now - this.checkedAt < RECHECK_MS)) return this.loaded
    this.checkedAt = now
    if (this.loaded) {
      const stat = statSync(this.file)
      if (`${stat.size}-${stat.mtimeMs}` === this.loaded.version) return this.loaded
    }
    this.loaded = loadDataset(this.file)
    return this.loaded
  }
}
