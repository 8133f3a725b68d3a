import { getSettings } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import type { ItineraryItemKind } from '@/platform/db/schema'
import { resolveRefs, type ContentRef } from '@/content/itinerary-refs'

// Everything of one kind a user saved in any of their itineraries (the events page lists saved
// events, the site-tours page saved tours), with the content it points at.

export interface SavedItem {
  refId: string
  ref?: ContentRef
  itineraries: { id: string; name: string }[]
}

export async function savedItems(userId: string, kind: ItineraryItemKind): Promise<SavedItem[]> {
  const rows = await getDatabase()
    .selectFrom('itinerary_items as it')
    .innerJoin('itineraries as i', 'i.id', 'it.itinerary_id')
    .select(['it.ref_id', 'i.id', 'i.name'])
    .where('i.user_id', '=', userId)
    .where('it.kind', '=', kind)
    .orderBy('i.name')
    .execute()
  const byRef = new Map<string, SavedItem>()
  for (const row of rows) {
    const saved = byRef.get(row.ref_id) ?? { refId: row.ref_id, itineraries: [] }
    saved.itineraries.push({ id: row.id, name: row.name })
    byRef.set(row.ref_id, saved)
  }
  const settings = await getSettings().catch(() => null)
  const refs = settings ? await resolveRefs([...byRef.keys()], settings.currentYear) : new Map<string, ContentRef>()
  return [...byRef.values()]
    .map((saved) => ({ ...saved, ref: refs.get(saved.refId) }))
    .sort(
      (a, b) =>
        (a.ref?.start ?? '9999').localeCompare(b.ref?.start ?? '9999') || (a.ref?.title ?? a.refId).localeCompare(b.ref?.title ?? b.refId),
    )
}
