import { readFileSync, statSync } from 'node:fs'
import { parseNdjson, type LakeDocument } from './ndjson'
import { perspectiveDocuments, viewOf, type DatasetView, type Perspective } from './perspectives'

// A dataset file held in memory: an NDJSON file in the shape `sanity dataset export` writes. Loaded
// once; with `watch` it is re-read when the file changes, so editing it needs no restart.

export interface LoadedDataset extends DatasetView {
  file: string
  /** Every document, drafts (`drafts.` ids) included: what the "raw" perspective sees. */
  all: LakeDocument[]
  /** The documents a perspective sees; `documents`/`byId` are the published view. */
  view(perspective: Perspective): DatasetView
  /** Changes whenever the content does, so caches keyed on it never serve stale results. */
  version: string
}

const versionOf = (file: string) => {
  const stat = statSync(file)
  return `${stat.size}-${stat.mtimeMs}`
}

export function loadDataset(file: string): LoadedDataset {
  const version = versionOf(file)
  const all = parseNdjson(readFileSync(file, 'utf8'), file)
  const published = viewOf(perspectiveDocuments(all, 'published'))
  const views = new Map<Perspective, DatasetView>([['published', published]])
  return {
    file,
    all,
    ...published,
    view(perspective) {
      let view = views.get(perspective)
      if (!view) {
        view = viewOf(perspectiveDocuments(all, perspective))
        views.set(perspective, view)
      }
      return view
    },
    version,
  }
}

const RECHECK_MS = 500

/**
 * Holds one dataset file in memory; `current()` reloads it after a change when `watch` is on. A
 * change that cannot be read — the file deleted, emptied or broken half-way through a save —
 * keeps the last good copy (the problem logged once) until the file reads whole again: content
 * that was served stays served. Before any good read there is nothing to keep, and it throws.
 */
export class DatasetHolder {
  private loaded: LoadedDataset | undefined
  private checkedAt = 0
  private reported: string | undefined

  constructor(
    readonly file: string,
    private readonly watch: boolean,
  ) {}

  /** The same object until the file changes: callers may key caches on it. */
  current(): LoadedDataset {
    const now = Date.now()
    if (this.loaded && (!this.watch || now - this.checkedAt < RECHECK_MS)) return this.loaded
    this.checkedAt = now
    if (!this.loaded) {
      this.loaded = loadDataset(this.file)
      return this.loaded
    }
    try {
      if (versionOf(this.file) === this.loaded.version) return this.loaded
      const fresh = loadDataset(this.file)
      if (fresh.all.length === 0) throw new Error(`${this.file} holds no documents`)
      this.loaded = fresh
      this.reported = undefined
    } catch (error) {
      this.report(error instanceof Error ? error.message : String(error))
    }
    return this.loaded
  }

  private report(problem: string) {
    if (this.reported === problem) return
    this.reported = problem
    console.error(`[dataset] ${this.file} could not be read again; still serving the copy read before: ${problem}`)
  }
}
