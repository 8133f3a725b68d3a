// Hosts on a Content Lake dataset: reads settings and every site as stored (drafts included, as
// rollover does, so a site carried forward but not yet published can be given its hosts), and
// patches only the `hosts` of the current edition, found by its `_key`, in one transaction. Each
// patch carries the revision that was read: if an editor changed the site meanwhile, the whole
// transaction fails and nothing is written, and running the command again starts from their change.

import type { SanityClient } from '@sanity/client'
import type { DatasetDocument } from '../validate/load'
import type { EditionPlace } from './current-sites'
import type { HostsPlan } from './plan'

// Only what the plan needs: a whole site carries hundreds of fields the command never looks at.
export const HOSTS_QUERY = `*[_id == "settings" || _type == "site"]{
  _id, _type, _rev, currentYear, slug, editions[]{_key, year, hosts}
}`

export async function readHostsDocuments(client: SanityClient): Promise<DatasetDocument[]> {
  return client.fetch<DatasetDocument[]>(HOSTS_QUERY, {}, { perspective: 'raw' })
}

/** The patch path of an edition's hosts: by `_key`, as Studio edits do; by position only for a key-less edition (the revision guard keeps it safe). */
export const hostsPath = (place: EditionPlace) =>
  place.editionKey === undefined ? `editions[${place.editionIndex}].hosts` : `editions[_key==${JSON.stringify(place.editionKey)}].hosts`

/** Writes the plan; returns the number of documents patched. */
export async function writeHosts(client: SanityClient, plan: HostsPlan): Promise<number> {
  const transaction = client.transaction()
  let patched = 0
  for (const change of plan.changes) {
    for (const place of change.writes) {
      const path = hostsPath(place)
      transaction.patch(place.documentId, (patch) => {
        const next = change.after.length > 0 ? patch.set({ [path]: change.after }) : patch.unset([path])
        return place.rev ? next.ifRevisionId(place.rev) : next
      })
      patched++
    }
  }
  if (patched > 0) await transaction.commit({ returnDocuments: false, visibility: 'sync' })
  return patched
}
