import { z } from 'zod'
import { HOST_REPORT_KINDS, HOST_STATUSES } from '@/platform/db/schema'
import { NOT_COUNTED_REASONS } from './report-body'

// The host API's answers as the OpenAPI document describes them; the route handlers build them
// from the same types (TapOutcome, HostSummary, DoorSession, the check-in's answer), so the two
// cannot drift far.

const outcome = z.union([
  z.object({ id: z.string(), outcome: z.enum(['stored', 'duplicate', 'refused']) }),
  z.object({
    id: z.string(),
    outcome: z.literal('not-counted'),
    /** Why, as a code (a client says it in its user's language), and as an English sentence. */
    reason: z.enum(NOT_COUNTED_REASONS),
    message: z.string(),
  }),
])

export const hostReportsResponse = z.object({ data: z.object({ results: z.array(outcome) }) }).meta({ id: 'HostReportsResponse' })

/** One session of a tour or event at the door today, as the host tool and the operations view count it. */
export const doorSession = z
  .object({
    kind: z.enum(['tour-session', 'event']),
    targetId: z.string(),
    /** The tour's session key; '' for an event. */
    sessionKey: z.string(),
    title: z.string(),
    start: z.string(),
    siteId: z.string().nullable(),
    cancelled: z.boolean(),
    capacity: z.number().int(),
    /** Places booked (every ticket's seats). */
    booked: z.number().int(),
    tickets: z.number().int(),
    /** Tickets checked in, and their places. */
    checkedIn: z.number().int(),
    checkedInPlaces: z.number().int(),
    /** Tickets nobody checked in by ten minutes after the start. */
    noShows: z.number().int(),
    /** Their places, for people waiting at the door. */
    walkUps: z.number().int(),
    /** Places nobody booked. */
    placesLeft: z.number().int(),
    /** Check-ins staff undid as mistakes (the tickets are then as if never checked in). */
    checkInsUndone: z.number().int(),
  })
  .meta({ id: 'DoorSession' })

export type DoorSession = z.output<typeof doorSession>

export const checkInBody = z.object({
  siteId: z.string().trim().min(1, 'Say which site’s door this is.').max(200),
  code: z.string().max(200, 'A ticket code is 8 characters (or 34 from the QR code): this is not one.'),
})

export const checkInResponse = z
  .object({
    data: z.object({
      ticketId: z.string(),
      seats: z.number().int(),
      checkedInAt: z.string(),
      title: z.string(),
      start: z.string(),
    }),
  })
  .meta({ id: 'CheckInResponse' })

/** A refused check-in: the API's error, with what the ticket is for when it is a ticket. */
export const checkInError = z
  .object({
    error: z.object({
      code: z.enum([
        'bad_request',
        'unauthorized',
        'forbidden',
        'not_a_ticket',
        'not_found',
        'wrong_site',
        'already_checked_in',
        'released',
        'not_now',
        'rate_limited',
        'unavailable',
        'internal',
      ]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      title: z.string().optional(),
      start: z.string().optional(),
      checkedInAt: z.string().optional(),
      releasedAt: z.string().optional(),
      siteId: z.string().nullable().optional(),
      siteName: z.string().optional(),
      /** not_now: when the ticket's window opens and closes. */
      opensAt: z.string().optional(),
      closesAt: z.string().optional(),
    }),
  })
  .meta({ id: 'CheckInError' })

export const undoCheckInResponse = z
  .object({ data: z.object({ ticketId: z.string(), seats: z.number().int(), undoneAt: z.string() }) })
  .meta({ id: 'UndoCheckInResponse' })

export const hostSummaryResponse = z
  .object({
    data: z.object({
      site: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
      day: z.string(),
      open: z.boolean(),
      closedMessage: z.string().optional(),
      timeZone: z.string(),
      total: z.number().int(),
      last: z
        .object({
          kind: z.enum(HOST_REPORT_KINDS),
          at: z.string(),
          delta: z.number().int().optional(),
          minutes: z.number().int().optional(),
          status: z.enum(HOST_STATUSES).optional(),
          lastEntry: z.string().optional(),
        })
        .optional(),
      /** The latest line reported today, which the tool marks on its button. */
      line: z.object({ minutes: z.number().int(), at: z.string() }).optional(),
      /** The latest door status reported today. */
      door: z.object({ status: z.enum(HOST_STATUSES), at: z.string(), lastEntry: z.string().optional() }).optional(),
      /** Today's sessions of tours and events at the site, by start. */
      sessions: z.array(doorSession),
    }),
  })
  .meta({ id: 'HostSiteResponse' })
