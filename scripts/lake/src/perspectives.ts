// Perspectives, as the Content Lake applies them: which documents a query sees.
//   published  documents without a `drafts.` or `versions.` id: what the public sees
//   drafts     each draft laid over its published document, under the published id, with
//              `_originalId` saying which document the content came from; new drafts join them
//   raw        every document as stored, drafts and versions included
// `previewDrafts` is the older name of `drafts`.

import type { LakeDocument } from './ndjson'

export type Perspective = 'published' | 'drafts' | 'raw'

export interface DatasetView {
  documents: LakeDocument[]
  byId: Map<string, LakeDocument>
}

const DRAFTS = 'drafts.'
const VERSIONS = 'versions.'

export const isDraftId = (id: string) => id.startsWith(DRAFTS)
export const isPublishedId = (id: string) => !id.startsWith(DRAFTS) && !id.startsWith(VERSIONS)

/** From API version 2025-02-19 on, a query without a perspective reads `published`; before, `raw`. */
export const PERSPECTIVE_DEFAULT_CHANGE = '2025-02-19'

/** The perspective a query gets when it names none, by API version (`v2025-10-01`, `2025-10-01` or `vX`). */
export function defaultPerspective(apiVersion: string): Perspective {
  const date = apiVersion.replace(/^v/, '')
  return date === 'X' || date >= PERSPECTIVE_DEFAULT_CHANGE ? 'published' : 'raw'
}

/** The perspective a request names; release stacks and unknown names read published content. */
export function perspectiveNamed(name: string): Perspective {
  if (name === 'raw') return 'raw'
  if (name === 'drafts' || name === 'previewDrafts') return 'drafts'
  return 'published'
}

export const viewOf = (documents: LakeDocument[]): DatasetView => ({ documents, byId: new Map(documents.map((d) => [d._id, d])) })

/** The drafts perspective over every stored document: published order, new drafts after. */
function overlayDrafts(all: readonly LakeDocument[]): LakeDocument[] {
  const drafts = new Map(all.filter((d) => isDraftId(d._id)).map((d) => [d._id.slice(DRAFTS.length), d]))
  const published = all.filter((d) => isPublishedId(d._id))
  const merged = published.map((d) => {
    const draft = drafts.get(d._id)
    return draft ? { ...draft, _id: d._id, _originalId: draft._id } : { ...d, _originalId: d._id }
  })
  const publishedIds = new Set(published.map((d) => d._id))
  const newOnes = [...drafts].filter(([id]) => !publishedIds.has(id)).map(([id, d]) => ({ ...d, _id: id, _originalId: d._id }))
  return [...merged, ...newOnes]
}

/** The documents a query sees under `perspective`. */
export function perspectiveDocuments(all: readonly LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return [...all]
  if (perspective === 'drafts') return overlayDrafts(all)
  return all.filter((d) => isPublishedId(d._id))
}
