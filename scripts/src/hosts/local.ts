// Hosts on a local NDJSON dataset: the plan's edition writes applied to the file's documents. An
// empty list removes the field, as the Studio leaves an edition nobody hosts.

import { byId } from '../pipeline/write-dataset'
import type { DatasetDocument } from '../validate/load'
import type { HostsPlan } from './plan'

/** The dataset after the plan: every document of `documents`, the changed sites with their new hosts. */
export function applyHosts(documents: readonly DatasetDocument[], plan: HostsPlan): DatasetDocument[] {
  const result = new Map(documents.map((d) => [d._id, d]))
  for (const change of plan.changes) {
    for (const place of change.writes) {
      const doc = result.get(place.documentId)
      if (!doc || !Array.isArray(doc.editions)) throw new Error(`${place.documentId} has no editions to change`)
      const editions = [...(doc.editions as Record<string, unknown>[])]
      const { hosts: _old, ...edition } = editions[place.editionIndex] ?? {}
      editions[place.editionIndex] = change.after.length > 0 ? { ...edition, hosts: change.after } : edition
      result.set(doc._id, { ...doc, editions })
    }
  }
  return [...result.values()].sort(byId)
}
