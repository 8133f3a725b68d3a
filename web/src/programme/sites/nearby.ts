import { listCollection } from '@/content/lists'
import type { CollectionItem } from '@/content/collections'
import type { MapMarker } from '@/kernel/geo/map-data'
import { nearest } from '@/kernel/geo'
import { liveSites, type Site } from '@/content/sites'
import type { PublicLocation } from '@/kernel/geo/public-location'
import { placeLabelIn } from '@/platform/i18n/map-words'
import { catalogueFor, wordsIn } from '@/platform/i18n/catalogues'
import { waitSummary, type Wait } from '@/door/lines/wait'

// What is near a site: the nearest live sites and transit stops, by great-circle distance.

export const NEARBY_SITES = 5
const NEARBY_TRANSIT = 3
/** Transit further than this is not "nearby" (about a 15-minute walk). */
const TRANSIT_RADIUS_KM = 1.2

type Poi = CollectionItem<'points-of-interest'>['fields']
const transitByList = new WeakMap<object, Poi[]>()

async function transitStops(year: number): Promise<Poi[]> {
  const list = await listCollection('points-of-interest', { year, archived: false, member: false })
  let stops = transitByList.get(list.data)
  if (!stops) {
    stops = list.data.map((r) => r.fields).filter((p) => p.category === 'transit')
    transitByList.set(list.data, stops)
  }
  return stops
}

/**
 * Map markers for a site page: the site, its nearest live sites, and transit stops nearby. Every
 * location here is the published one (approximate for a members-only site), and nearness is
 * measured from it: what is near the exact point would narrow it down.
 */
export async function siteMapMarkers(
  site: { id: string; name: string; location: PublicLocation },
  year: number,
  /** The hosts' latest news (door/lines/), said in each site's label, as of `now`. */
  waits: { of: ReadonlyMap<string, Wait>; now: Date } = { of: new Map(), now: new Date() },
  /** The page's language, for the labels' words. */
  language = 'en',
): Promise<{ markers: MapMarker[]; nearbySites: Site[] }> {
  const t = wordsIn(language, 'site')
  const speaking = catalogueFor(language)
  const label = (s: { id: string; name: string; location: PublicLocation }) => {
    const line = waitSummary(waits.of.get(s.id), waits.now, t, speaking)
    return line ? `${placeLabelIn(s.name, s.location, language)} · ${line}` : placeLabelIn(s.name, s.location, language)
  }
  const [{ sites }, transit] = await Promise.all([liveSites(year), transitStops(year)])
  const nearbySites = nearest(
    site.location,
    sites.filter((s) => s.id !== site.id),
    NEARBY_SITES,
  )
  const markers: MapMarker[] = [
    { id: site.id, lat: site.location.lat, lng: site.location.lng, label: label(site), kind: 'site' },
    ...nearbySites.map((s): MapMarker => ({
      id: s.id,
      lat: s.location.lat,
      lng: s.location.lng,
      label: `Nearby site: ${label(s)}`,
      href: `/sites/${s.slug}`,
      kind: 'stop',
    })),
    ...nearest(site.location, transit, NEARBY_TRANSIT, TRANSIT_RADIUS_KM).map((p): MapMarker => ({
      id: `poi-${p.slug}`,
      lat: p.location.lat,
      lng: p.location.lng,
      label: `Transit: ${p.name}`,
      kind: 'poi',
    })),
  ]
  return { markers, nearbySites }
}
