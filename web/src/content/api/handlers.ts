import { MAP_LAYERS, valuesOf } from '@ohc/schemas/names'
import { getMapPlaces, type MapLayer } from '@/content/blocks'
import { COLLECTIONS, type CollectionName } from '@/content/collections'
import { listCollection } from '@/content/lists'
import { getEvent } from '@/content/programme'
import { getFestival, getSettings, type Settings } from '@/content/settings'
import { identityOf } from '@/content/identity'
import { getSite, liveSites } from '@/content/sites'
import { currentNotices } from '@/content/status'
import { now as clockNow } from '@/platform/clock'
import { withHostNotices } from '@/programme/status/host-notices'
import { currentWaits } from '@/door/lines/current'
import { siteWaits } from './waits'
import { askedLanguage, inLanguage } from './language'
import { festivalAnswer } from './festival'
import { listPage, pageRequest } from './list-page'
import { readFestivalMoment } from '@/content/festival-phase'
import { checkId, checkYear } from '@/platform/params'
import { apiError, json, type CachePolicy } from '@/platform/respond'
import { route } from '@/platform/http/route'
import { hasSessionCookie, viewer } from '@/platform/http/viewer'

// The public content API's routes: each /api route file is one line that picks its handler here.
// The viewer decides what members-only content is in the answer.

async function settingsOrNull(): Promise<Settings | null> {
  try {
    return await getSettings()
  } catch (error) {
    console.error('Failed to read settings:', error)
    return null
  }
}

/** A failed read: logged here, answered as 503 by the caller (undefined means "could not tell"). */
function logFailure(error: unknown): undefined {
  console.error('Content read failed:', error)
  return undefined
}

const unavailable = () => apiError(503, 'unavailable', 'Content is temporarily unavailable. Please try again shortly.')

/** A signed-in caller's answer is theirs alone (private, no-store); everyone else's is the public one. */
const cacheFor = (request: Request, policy: CachePolicy): CachePolicy => (hasSessionCookie(request) ? 'private' : policy)

async function wholeList(name: CollectionName, request: Request): Promise<Response> {
  const settings = await settingsOrNull()
  if (!settings) return json(request, { data: [], map: {} }, 'none')
  const asked = answerLanguage(name, request, settings)
  if (!asked.ok) return apiError(400, 'bad_request', asked.message)
  const { member } = await viewer(request)
  const list = await listCollection(name, { year: settings.currentYear, archived: false, member, lang: asked.lang })
  const answer = json(request, { data: list.data, map: list.map }, list.fallback ? 'none' : cacheFor(request, 'live'), 200, list.data)
  return inLanguage(answer, asked.language)
}

/**
 * The language of a list's answer: the one `?lang=` asks for when the collection's words are
 * translated, the default language's for the others (their documents have no translations yet).
 * A language the festival does not offer is refused either way.
 */
function answerLanguage(name: CollectionName, request: Request, settings: Settings) {
  const { languages } = identityOf(settings)
  const asked = askedLanguage(new URL(request.url), languages)
  return asked.ok && !COLLECTIONS[name].translated ? { ok: true as const, language: languages.default, lang: null } : asked
}

export function liveList(name: CollectionName) {
  return route({}, async ({ request }) => wholeList(name, request))
}

/**
 * /api/sites: the whole list, or a page of it with `limit` and `cursor` (list-page.ts), in the
 * list's order (by name). A malformed limit or cursor is a 400 before anything is read.
 */
export const sitesList = route({}, async ({ request }) => {
  const asked = pageRequest(new URL(request.url))
  if (!asked.ok) return apiError(400, 'bad_request', asked.message)
  if (!asked.value) return wholeList('sites', request)
  const settings = await settingsOrNull()
  if (!settings) return json(request, { data: [], map: {}, page: { limit: asked.value.limit } }, 'none')
  const language = answerLanguage('sites', request, settings)
  if (!language.ok) return apiError(400, 'bad_request', language.message)
  const { member } = await viewer(request)
  const list = await listCollection('sites', { year: settings.currentYear, archived: false, member, lang: language.lang })
  const page = listPage(list.data, asked.value, (site) => site.fields.name)
  return inLanguage(json(request, page, list.fallback ? 'none' : cacheFor(request, 'live'), 200, page), language.language)
})

/** The hosts' latest reports, or undefined when the app database cannot be read (logged). */
function hostWaits(now: Date) {
  return currentWaits(now).catch((error: unknown) => {
    console.error('Reading the hosts’ reports failed:', error)
    return undefined
  })
}

/**
 * This festival's live notices (cancelled, closed early, at capacity…), editors' and hosts',
 * newest first. The hosts' change by the minute: a few seconds at the CDN. Without the app
 * database the editors' notices are still answered, uncached.
 */
export const statusNotices = route({}, async ({ request }) => {
  const settings = await settingsOrNull()
  if (!settings) return json(request, { data: [] }, 'none')
  const now = clockNow()
  const [notices, sites, waits] = await Promise.all([
    currentNotices(settings.currentYear).catch(logFailure),
    liveSites(settings.currentYear).catch(logFailure),
    hostWaits(now),
  ])
  if (notices === undefined) return unavailable()
  if (!sites || !waits) return json(request, { data: notices }, 'none')
  return json(request, { data: withHostNotices(notices, sites.sites, waits) }, 'lines')
})

/** Each public site's line and status as its host last reported them (the last 90 minutes). */
export const waitsList = route({}, async ({ request }) => {
  const settings = await settingsOrNull()
  if (!settings) return unavailable()
  const now = clockNow()
  const [sites, waits] = await Promise.all([liveSites(settings.currentYear).catch(logFailure), hostWaits(now)])
  if (!sites || !waits) return unavailable()
  return json(request, { data: siteWaits(sites.sites, waits, now) }, 'lines')
})

/**
 * The current festival's days and phase, and when the next phase starts. Cached like the lists
 * (a minute at the CDN): a phase changes at midnight in the festival's zone, so an answer is at
 * most a minute late.
 */
export const festivalState = route({}, async ({ request }) => {
  // The public API never previews drafts.
  const moment = await readFestivalMoment(false).catch(logFailure)
  if (!moment) return unavailable()
  return json(request, { data: festivalAnswer(moment) }, 'live')
})

/** Checks that `year` is a festival year in the archive: before the current one, with a festival. */
async function archivedYear(raw: string): Promise<{ year: number } | { error: Response }> {
  const checked = checkYear(raw)
  if (!checked.ok) return { error: apiError(400, 'bad_request', checked.message) }
  const settings = await settingsOrNull()
  if (!settings) return { error: unavailable() }
  const year = checked.value
  if (year >= settings.currentYear) {
    return {
      error: apiError(404, 'not_found', `${year} is not in the archive: the archive holds festivals before ${settings.currentYear}.`),
    }
  }
  const festival = await getFestival(year).catch(logFailure)
  if (festival === undefined) return { error: unavailable() }
  if (!festival) return { error: apiError(404, 'not_found', `There was no festival in ${year}.`) }
  return { year }
}

export function archiveList(name: CollectionName) {
  return route({ params: ['year'] }, async ({ request, params }) => {
    const checked = await archivedYear(params.year)
    if ('error' in checked) return checked.error
    const settings = await settingsOrNull()
    if (!settings) return unavailable()
    const language = answerLanguage(name, request, settings)
    if (!language.ok) return apiError(400, 'bad_request', language.message)
    const { member } = await viewer(request)
    const list = await listCollection(name, { year: checked.year, archived: true, member, lang: language.lang })
    const answer = json(request, { data: list.data, map: list.map }, list.fallback ? 'none' : cacheFor(request, 'archive'), 200, list.data)
    return inLanguage(answer, language.language)
  })
}

export const siteById = route({ params: ['id'] }, async ({ request, params }) => {
  const id = checkId(params.id)
  if (!id.ok) return apiError(400, 'bad_request', id.message)
  const settings = await settingsOrNull()
  if (!settings) return unavailable()
  const language = answerLanguage('sites', request, settings)
  if (!language.ok) return apiError(400, 'bad_request', language.message)
  const { member } = await viewer(request)
  const site = await getSite(id.value, { year: settings.currentYear, member, lang: language.lang }).catch(logFailure)
  if (site === undefined) return unavailable()
  if (!site) return apiError(404, 'not_found', `No site has the id "${id.value}".`)
  return inLanguage(json(request, { data: site }, cacheFor(request, 'live')), language.language)
})

export const eventById = route({ params: ['id'] }, async ({ request, params }) => {
  const id = checkId(params.id)
  if (!id.ok) return apiError(400, 'bad_request', id.message)
  const settings = await settingsOrNull()
  if (!settings) return unavailable()
  const language = answerLanguage('events', request, settings)
  if (!language.ok) return apiError(400, 'bad_request', language.message)
  const { member } = await viewer(request)
  const event = await getEvent(id.value, { year: null, member, lang: language.lang }).catch(logFailure)
  if (event === undefined) return unavailable()
  if (!event) return apiError(404, 'not_found', `No event has the id "${id.value}".`)
  return inLanguage(json(request, { data: event }, cacheFor(request, 'live')), language.language)
})

export const archivedEventById = route({ params: ['year', 'id'] }, async ({ request, params }) => {
  const id = checkId(params.id)
  if (!id.ok) return apiError(400, 'bad_request', id.message)
  const checked = await archivedYear(params.year)
  if ('error' in checked) return checked.error
  const settings = await settingsOrNull()
  if (!settings) return unavailable()
  const language = answerLanguage('events', request, settings)
  if (!language.ok) return apiError(400, 'bad_request', language.message)
  const { member } = await viewer(request)
  const event = await getEvent(id.value, { year: checked.year, member, lang: language.lang }).catch(logFailure)
  if (event === undefined) return unavailable()
  if (!event) return apiError(404, 'not_found', `No event of ${checked.year} has the id "${id.value}".`)
  return inLanguage(json(request, { data: event }, cacheFor(request, 'archive')), language.language)
})

const LAYERS: readonly MapLayer[] = valuesOf(MAP_LAYERS)

/** The markers of a map block: the page names the address, the map fetches them once it is in view. */
export const mapPlaces = route({ params: ['layer', 'year'] }, async ({ request, params }) => {
  const layer = LAYERS.find((l) => l === params.layer)
  if (!layer) return apiError(400, 'bad_request', `The map layer must be one of ${LAYERS.join(', ')}.`)
  const year = checkYear(params.year)
  if (!year.ok) return apiError(400, 'bad_request', year.message)
  const settings = await settingsOrNull()
  if (!settings) return unavailable()
  if (year.value > settings.currentYear) return apiError(404, 'not_found', `There is no festival of ${year.value} yet.`)
  const places = await getMapPlaces(layer, year.value).catch(logFailure)
  if (places === undefined) return unavailable()
  return json(request, { data: places }, year.value === settings.currentYear ? 'live' : 'archive', 200, places)
})
