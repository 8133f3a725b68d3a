import { readFileSync, statSync } from 'node:fs'

// The local dataset: an NDJSON file in the shape `sanity dataset export` writes. Loaded once per
// process; in development it is re-read when the file changes, so editing it needs no restart.

export interface SanityDocument {
  _id: string
  _type: string
  [key: string]: unknown
}

export interface LoadedDataset {
  file: string
  /** Published documents only: drafts (`drafts.` ids) are what the "published" perspective hides. */
  documents: SanityDocument[]
  byId: Map<string, SanityDocument>
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

export function loadDataset(file: string): LoadedDataset {
  const stat = statSync(file)
  const documents = parseNdjson(readFileSync(file, 'utf8'), file).filter(
    (d) => !d._id.startsWith('drafts.'),
  )
  return {
    file,
    documents,
    byId: new Map(documents.map((d) => [d._id, d])),
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
