import { MAP_LAYERS, valuesOf } from '@ohc/schemas/names'
import { z } from 'zod'
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from '@/content/collections'
import { eventDetailRecord } from '@/content/records/programme'
import { siteDetailRecord } from '@/content/records/site'
import { placeNotice } from '@/content/status'
import { hostReportsBody } from '@/door/hosts/report-body'
import {
  checkInBody,
  checkInError,
  checkInResponse,
  hostSummaryResponse,
  hostReportsResponse,
  undoCheckInResponse,
} from '@/door/hosts/wire'
import { tickSummary } from '@/platform/jobs'
import { ID_PATTERN, YEAR_PATTERN } from '@/platform/params'
import { ballotEntryResponse, confirmResponse, drawResponse, myPlacesResponse, waitlistResponse } from '@/booking/fair/wire'
import { partyRequest } from '@/booking/reservations/validation'
import { componentSchemas } from './openapi-schemas'
import { badRequest, failure, internal, json, notModified, ok, okInLanguage, param, unavailable } from './openapi-parts'
import { placesPaths } from './openapi-places'
import { pagedSitesSchemas, sitesListPath, sitesPageParameters } from './openapi-sites-page'
import { calendarPaths, calendarSubscriptionResponse } from './openapi-calendar'
import { itemDaysRequest, itineraryItemsResponse, itineraryPaths } from './openapi-itineraries'
import { siteWait } from './waits'
import { festivalNow } from './festival'
import { BODY_LIMITS } from '@/platform/body-limits'

// /api/openapi.json, generated from the zod schemas that shape the answers, so the description
// cannot drift from what the endpoints send. Every operation, parameter and answer is named, so a
// client generator gets stable method and type names.

const errorBody = z.object({
  error: z.object({
    code: z.enum(['bad_request', 'unauthorized', 'forbidden', 'not_found', 'rate_limited', 'unavailable', 'internal']),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfter: z
      .number()
      .int()
      .optional()
      .describe('With rate_limited: the seconds to wait before trying again, as the Retry-After header says.'),
  }),
})

const mapPlacesBody = z.object({
  data: z.array(z.object({ id: z.string(), label: z.string(), href: z.string().optional(), lat: z.number(), lng: z.number() })),
})

const listOf = (record: z.ZodType) => z.object({ data: z.array(record), map: z.record(z.string(), record) })

/** What each list holds, for the tags a client generator groups its methods by. */
const COLLECTION_DESCRIPTIONS: Record<CollectionName, string> = {
  sites: 'Buildings open during the festival, each with the edition of the year asked for',
  neighborhoods: 'Neighborhoods featured in the year, with how many of its sites are open',
  'points-of-interest': 'Points of interest on the map',
  tours: 'City tours all year round and the festival site tours, with sessions and capacity',
  trails: 'Self-guided trails with their stops in order',
  events: 'Festival events in start order',
  sponsors: 'Sponsors in billing order, with their tier',
  partners: 'Partners of the festival',
}

/** `points-of-interest` → `PointsOfInterest`, for operation ids. */
const pascal = (name: string) => name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())

/** The name of a record's list schema, from the id its zod schema carries (`Site` → `SiteList`). */
function listName(name: CollectionName): string {
  const id = z.globalRegistry.get(COLLECTIONS[name].record)?.id
  if (!id) throw new Error(`The record of ${name} has no id to name it by in the OpenAPI document`)
  return `${id}List`
}

function collectionPaths(name: CollectionName) {
  const body = listName(name)
  return {
    [`/api/${name}`]: {
      get: {
        operationId: `list${pascal(name)}`,
        tags: [name],
        summary: `Current festival ${name}`,
        parameters: [param('Lang'), param('IfNoneMatch')],
        responses: {
          '200': okInLanguage(`The ${name} list and an id-keyed map`, body),
          '304': notModified,
          '400': failure('A language the festival does not offer'),
          '500': internal,
        },
      },
    },
    [`/api/archive/{year}/${name}`]: {
      get: {
        operationId: `listArchived${pascal(name)}`,
        tags: [name],
        summary: `Archived ${name} of one year`,
        parameters: [param('Year'), param('Lang'), param('IfNoneMatch')],
        responses: {
          '200': okInLanguage(`The ${name} of that year`, body),
          '304': notModified,
          '400': badRequest,
          '404': failure('The year is not in the archive, or had no festival'),
          '500': internal,
          '503': unavailable,
        },
      },
    },
  }
}

interface Item {
  operationId: string
  tag: CollectionName
  summary: string
  /** Under /api/archive/{year}/. */
  archived: boolean
  body: string
  notFound: string
  /** Whether its words are in the language `lang` asks for. */
  translated?: boolean
}

function itemPath({ operationId, tag, summary, archived, body, notFound, translated = false }: Item) {
  return {
    get: {
      operationId,
      tags: [tag],
      summary,
      parameters: [...(archived ? [param('Year')] : []), param('Id'), ...(translated ? [param('Lang')] : []), param('IfNoneMatch')],
      responses: {
        '200': translated ? okInLanguage(summary, body) : ok(summary, body),
        '304': notModified,
        '400': badRequest,
        '404': failure(notFound),
        '500': internal,
        '503': unavailable,
      },
    },
  }
}

function build(site: URL) {
  const schemas = componentSchemas({
    ...Object.fromEntries(COLLECTION_NAMES.map((name) => [listName(name), listOf(COLLECTIONS[name].record)])),
    SiteDetailResponse: z.object({ data: siteDetailRecord }),
    EventDetailResponse: z.object({ data: eventDetailRecord }),
    MapPlacesResponse: mapPlacesBody,
    StatusResponse: z.object({ data: z.array(placeNotice) }),
    HostReportsRequest: hostReportsBody,
    HostReportsResponse: hostReportsResponse,
    HostSiteResponse: hostSummaryResponse,
    CheckInRequest: checkInBody,
    CheckInResponse: checkInResponse,
    CheckInError: checkInError,
    UndoCheckInResponse: undoCheckInResponse,
    WaitsResponse: z.object({ data: z.array(siteWait) }),
    FestivalResponse: z.object({ data: festivalNow }),
    JobTickResponse: z.object({ data: tickSummary }),
    PartyRequest: partyRequest,
    BallotEntryResponse: ballotEntryResponse,
    WaitlistResponse: waitlistResponse,
    ConfirmedPlaceResponse: confirmResponse,
    MyPlacesResponse: myPlacesResponse,
    DrawResponse: drawResponse,
    CalendarSubscriptionResponse: calendarSubscriptionResponse,
    ItemDaysRequest: itemDaysRequest,
    ItineraryItemsResponse: itineraryItemsResponse,
    ...pagedSitesSchemas(),
    ApiError: errorBody,
  })
  return {
    openapi: '3.1.0',
    info: {
      title: 'Open House content API',
      version: '1.0.0',
      description: `Read-only festival content. Lists answer {data, map} of {id, fields} records; members-only details are omitted unless the caller is a signed-in member, and a members-only place’s location is then approximate (\`approximate: true\`). ${bodyLimitsText()}`,
    },
    servers: [{ url: site.origin, description: 'This site' }],
    // Anyone may read; a signed-in member's session cookie adds the members-only details.
    security: [{}, { memberSession: [] }],
    tags: [
      ...COLLECTION_NAMES.map((name) => ({ name, description: COLLECTION_DESCRIPTIONS[name] })),
      { name: 'map', description: 'The markers of the site’s maps' },
      {
        name: 'status',
        description:
          'Live notices of the festival: cancelled, closed early, hours changed, at capacity now, long wait; posted by editors, or reported at a site’s door by its host',
      },
      {
        name: 'festival',
        description: 'Where the current festival stands: announced, programme out, on its weekend, over, or over with the next dates known',
      },
      { name: 'waits', description: 'The line at each site’s door, as its host last reported it' },
      {
        name: 'host',
        description:
          'The host tool: a host on a site’s door counts visitors, reports the line and checks tickets in (signed in, own sites only)',
      },
      { name: 'jobs', description: 'Scheduled work, for the cron service that starts it (the site’s cron secret only)' },
      {
        name: 'places',
        description:
          'Fair booking of scarce places: ballot entries, waitlists, offers of freed places and tickets (a signed-in visitor’s own, from the site’s pages), and each ballot’s published draw (public)',
      },
      { name: 'itineraries', description: 'A signed-in visitor’s own itineraries, changed from the site’s pages' },
      {
        name: 'calendar',
        description:
          'An itinerary’s calendar subscription: an address its owner makes and stops (from the site’s pages), and the feed calendar apps poll there (public: the token is the permission)',
      },
    ],
    paths: {
      ...Object.fromEntries(COLLECTION_NAMES.flatMap((name) => Object.entries(collectionPaths(name)))),
      // The sites list also answers pages (limit, cursor): its own description, same operation id.
      ...sitesListPath(),
      '/api/sites/{id}': itemPath({
        operationId: 'getSite',
        tag: 'sites',
        summary: 'One site with all its festival years',
        archived: false,
        body: 'SiteDetailResponse',
        notFound: 'No site has that id',
        translated: true,
      }),
      '/api/events/{id}': itemPath({
        operationId: 'getEvent',
        tag: 'events',
        summary: 'One event',
        archived: false,
        body: 'EventDetailResponse',
        notFound: 'No event has that id',
        translated: true,
      }),
      '/api/map/{layer}/{year}': {
        get: {
          operationId: 'listMapPlaces',
          tags: ['map'],
          summary: 'The markers of one map layer in one festival year (a members-only place approximate)',
          parameters: [param('Layer'), param('MapYear'), param('IfNoneMatch')],
          responses: {
            '200': ok('The places, each with its point and label', 'MapPlacesResponse'),
            '304': notModified,
            '400': badRequest,
            '404': failure('The year is after the current festival'),
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/festival': {
        get: {
          operationId: 'getFestival',
          tags: ['festival'],
          summary:
            'The current festival: its year, time zone, days, the day its programme is out, its phase (`announced`, `programme`, `weekend`, `over`, `next-announced`) and when the next phase starts. Cached a minute.',
          parameters: [param('IfNoneMatch')],
          responses: {
            '200': ok('The festival and its phase now', 'FestivalResponse'),
            '304': notModified,
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/status': {
        get: {
          operationId: 'listStatusNotices',
          tags: ['status'],
          summary:
            'Every live notice of this festival (a site, an event or a tour session), newest first: the editors’ (`source: editor`) and the hosts’ at capacity or closed early (`source: host`, for as long as the report is fresh)',
          parameters: [param('IfNoneMatch')],
          responses: {
            '200': ok('The notices, each with its place and the page that shows it', 'StatusResponse'),
            '304': notModified,
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/host/reports': {
        post: {
          operationId: 'sendHostReports',
          tags: ['host'],
          summary:
            'A host’s taps (visitors counted, the line, the door’s status), each under the id its phone made: a tap sent again is stored once',
          security: [{ memberSession: [] }],
          requestBody: { required: true, content: json('HostReportsRequest') },
          responses: {
            '200': {
              description: 'Each tap’s outcome: stored, duplicate, refused (below zero) or not counted (with the reason)',
              content: json('HostReportsResponse'),
            },
            '400': failure('An implausible tap (more than 20 visitors, a line over 240 minutes) or a malformed body; nothing stored'),
            '401': failure('Not signed in'),
            '403': failure('A tap for a site the sender does not host, or a request from another site’s page; nothing stored'),
            '429': failure('Too many sends from one host in a minute; send the taps again later'),
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/host/sites/{site}': {
        get: {
          operationId: 'getHostSite',
          tags: ['host'],
          summary:
            'A hosted site’s day so far: visitors counted today, the last report, and today’s sessions of tours and events at its door (places booked, checked in, no-shows, walk-up places)',
          security: [{ memberSession: [] }],
          parameters: [param('HostSite')],
          responses: {
            '200': { description: 'The site, today’s count, the last report and today’s sessions', content: json('HostSiteResponse') },
            '401': failure('Not signed in'),
            '403': failure('The caller is not a host of this site (nor staff)'),
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/host/check-ins': {
        post: {
          operationId: 'checkInTicket',
          tags: ['host'],
          summary:
            'A ticket shown at a site’s door: its code (scanned from the QR code or typed) checked in once, by a host of the site the ticket’s tour or event is at',
          security: [{ memberSession: [] }],
          requestBody: { required: true, content: json('CheckInRequest') },
          responses: {
            '200': {
              description: 'Checked in: the ticket, its places, when, and the tour or event it is for',
              content: json('CheckInResponse'),
            },
            '400': {
              description: 'The code is not a ticket’s (forged, mistyped or cut short: `not_a_ticket`), or a malformed body',
              content: json('CheckInError'),
            },
            '401': { description: 'Not signed in', content: json('CheckInError') },
            '403': {
              description: 'The caller is not a host of this site (nor staff), or the request came from another site’s page',
              content: json('CheckInError'),
            },
            '404': { description: 'No ticket has this code any more (its booking was cancelled)', content: json('CheckInError') },
            '409': {
              description:
                'Not let in: the ticket is for another building (`wrong_site`, naming the tour or event and its site), already checked in (`already_checked_in`, with when), its places went to walk-ups (`released`) or it is shown outside its session’s window (`not_now`, with its day and time in the message and the window in `opensAt` and `closesAt`)',
              content: json('CheckInError'),
            },
            '429': {
              description:
                'Too many check-ins from one host in a minute, or too many door codes typed (a door code is looked up, so its tries are limited): Retry-After says when to try again',
              content: json('CheckInError'),
            },
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/host/check-ins/{ticket}': {
        delete: {
          operationId: 'undoCheckIn',
          tags: ['host'],
          summary:
            'Undoes a check-in made by mistake, for the centre’s staff only: the ticket is as if never checked in (it can be checked in again, or its booking cancelled), and the undo is recorded with who checked it in and who undid it',
          security: [{ memberSession: [] }],
          parameters: [param('TicketId')],
          responses: {
            '200': ok('Undone: the ticket, its places and when it was undone', 'UndoCheckInResponse'),
            '401': failure('Not signed in'),
            '403': failure('The caller is not staff, or the request came from another site’s page'),
            '404': failure('No such ticket (its booking was cancelled)'),
            '409': failure('The ticket is not checked in: never was, or another undo came first'),
            '500': internal,
            '503': unavailable,
          },
        },
      },
      '/api/waits': {
        get: {
          operationId: 'listSiteWaits',
          tags: ['waits'],
          summary:
            'Each site’s line and status as its host last reported them, newest first: fresh for 45 minutes, then `fresh: false` ("No recent report"), left out after 90 minutes. Cached a few seconds.',
          parameters: [param('IfNoneMatch')],
          responses: {
            '200': ok('The sites with a report, each with its line, status and the time of the report', 'WaitsResponse'),
            '304': notModified,
            '500': internal,
            '503': failure('The content source or the app database is unavailable'),
          },
        },
      },
      '/api/jobs/tick': {
        get: {
          operationId: 'runScheduledJobs',
          tags: ['jobs'],
          summary:
            'Runs the scheduled jobs that are due now, each at most once per time slot however many servers are asked; Vercel’s cron calls it every minute',
          security: [{ cronSecret: [] }],
          responses: {
            '200': {
              description:
                'What this call did: the jobs it ran, those that failed (logged and recorded, run again next slot), and those skipped',
              content: json('JobTickResponse'),
            },
            '401': failure('No cron secret, or a wrong one; nothing ran'),
            '500': internal,
            '503': failure('The server has no CRON_SECRET configured; nothing ran'),
          },
        },
      },
      ...placesPaths(),
      ...calendarPaths(),
      ...itineraryPaths(),
      '/api/archive/{year}/events/{id}': itemPath({
        operationId: 'getArchivedEvent',
        tag: 'events',
        summary: 'One event of an archived year',
        archived: true,
        body: 'EventDetailResponse',
        notFound: 'The year is not in the archive, had no festival, or has no event with that id',
        translated: true,
      }),
    },
    components: {
      schemas,
      parameters: {
        Year: {
          name: 'year',
          in: 'path',
          required: true,
          description: 'A festival year in the archive: before the current one',
          schema: { type: 'string', pattern: YEAR_PATTERN.source },
        },
        Layer: {
          name: 'layer',
          in: 'path',
          required: true,
          description: 'Which places: festival sites, events, points of interest or trail stops',
          schema: { type: 'string', enum: valuesOf(MAP_LAYERS) },
        },
        MapYear: {
          name: 'year',
          in: 'path',
          required: true,
          description: 'A festival year: the current one or one in the archive',
          schema: { type: 'string', pattern: YEAR_PATTERN.source },
        },
        TicketId: {
          name: 'ticket',
          in: 'path',
          required: true,
          description: 'The ticket’s id, as the check-in answered it',
          schema: { type: 'string', pattern: '^[0-9A-Z]{16}$' },
        },
        HostSite: {
          name: 'site',
          in: 'path',
          required: true,
          description: 'The site’s document id or slug',
          schema: { type: 'string', pattern: ID_PATTERN.source },
        },
        PlaceId: {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The id of the visitor’s own entry, waitlist place or offer (from GET /api/me/places)',
          schema: { type: 'string', minLength: 1, maxLength: 100 },
        },
        Kind: {
          name: 'kind',
          in: 'query',
          required: true,
          description: 'A festival tour’s session, or an event’s registration',
          schema: { type: 'string', enum: ['tour-session', 'event'] },
        },
        TargetId: {
          name: 'targetId',
          in: 'query',
          required: true,
          description: 'The tour’s or event’s document id',
          schema: { type: 'string', pattern: ID_PATTERN.source },
        },
        SessionKey: {
          name: 'sessionKey',
          in: 'query',
          required: false,
          description: 'The tour session’s key (an event has one registration and needs none)',
          schema: { type: 'string', maxLength: 100 },
        },
        Id: {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The document id',
          schema: { type: 'string', pattern: ID_PATTERN.source },
        },
        ...sitesPageParameters(),
        Lang: {
          name: 'lang',
          in: 'query',
          required: false,
          description:
            'The language of the words (a code of the festival’s languages, such as es): sites, neighborhoods, events, tours, trails and points of interest are answered in it, each field in the default language where it has no translation (the record’s `untranslated` names those); sponsors and partners are in the default language. Without it, the default language. A language the festival does not offer is a 400.',
          schema: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' },
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'The ETag of an answer already held: a 304 if it is still current',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: { description: 'A strong tag of the body, for If-None-Match', schema: { type: 'string' } },
        ContentLanguage: { description: 'The language of the answer’s words, such as en or es', schema: { type: 'string' } },
        CacheControl: {
          description: 'How long shared caches may keep the answer (never, for a signed-in caller)',
          schema: { type: 'string' },
        },
      },
      responses: {
        NotModified: { description: 'The If-None-Match tag is still current', headers: { ETag: { $ref: '#/components/headers/ETag' } } },
        BadRequest: failure('A malformed year, id, map layer, page limit or cursor, or a language the festival does not offer'),
        Unavailable: failure('The content source is unavailable'),
        InternalError: failure('Something went wrong on the server'),
      },
      securitySchemes: {
        cronSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The site’s CRON_SECRET, as Vercel’s cron sends it: `Authorization: Bearer <CRON_SECRET>`.',
        },
        memberSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            'The session cookie of a signed-in visitor (`__Secure-better-auth.session_token` over https). Optional: without it, members-only details are left out.',
        },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof build>

let built: { origin: string; document: OpenApiDocument } | undefined

/** The document, its server being the site's public origin (built once per origin). */
/** The request bodies' limits, from the one table the server's edge enforces. */
function bodyLimitsText(): string {
  const limits = BODY_LIMITS.filter((limit) => limit.prefix.startsWith('/api/')).map(
    (limit) => `${limit.prefix}${limit.prefix.endsWith('/') ? '…' : ''} ${Math.round(limit.bytes / 1024)} KB`,
  )
  return `A request body over its address’s limit is refused with 413 (error code too_large) before it is read: ${limits.join(', ')}.`
}

export function openApiDocument(site: URL): OpenApiDocument {
  if (built?.origin !== site.origin) built = { origin: site.origin, document: build(site) }
  return built.document
}
