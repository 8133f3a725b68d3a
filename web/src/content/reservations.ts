import { z } from 'zod'
import {
  reservableEventQuery,
  reservableEventsQuery,
  reservableTourQuery,
  reservableToursQuery,
  reservedTargetsQuery,
} from '@/content/sanity/queries/reservations'
import { liveStatus } from './records/common'
import { oneReader, read } from './reader'

// What the booking rules read from the content: a festival tour's sessions, an event's
// registration, and the titles, start times and live notices of what was reserved. Read fresh for each booking
// (the rules, not these readers, decide what can be booked). Each session carries how its places
// are given out (`booking`) and its ballot as stored; booking/reservations/booking-mode.ts decides what
// an incomplete ballot means.

const text = z.string().nullish()
const count = z.number().nullish()

const ballotRecord = z
  .object({ entryOpens: text, entryCloses: text, drawAt: text, confirmBy: text, maxParty: count, membersShare: count })
  .nullish()

export type StoredBallot = z.output<typeof ballotRecord>

const tourRecord = z.object({
  id: z.string(),
  title: text,
  slug: text,
  membersOnly: z.boolean().nullish(),
  /** The site toured (a festival site tour's). */
  siteId: text,
  sessions: z
    .array(
      z.object({
        key: z.string(),
        start: text,
        capacity: count,
        membersOnly: z.boolean().nullish(),
        memberPriorityHours: count,
        cancelled: z.boolean().nullish(),
        booking: text,
        ballot: ballotRecord,
      }),
    )
    .nullish(),
})

const eventRecord = z.object({
  id: z.string(),
  title: text,
  slug: text,
  start: text,
  membersOnly: z.boolean().nullish(),
  /** The site it happens at, when its venue is one. */
  siteId: text,
  cancelled: z.boolean().nullish(),
  registration: z
    .object({ required: z.boolean().nullish(), capacity: count, memberPriorityHours: count, booking: text, ballot: ballotRecord })
    .nullish(),
})

const reservedRecord = z.array(
  z.object({
    id: z.string(),
    _type: z.string(),
    title: text,
    slug: text,
    start: text,
    status: liveStatus,
    sessions: z.array(z.object({ key: z.string(), start: text, status: liveStatus })).nullish(),
  }),
)

const tourReader = oneReader({ query: reservableTourQuery, record: tourRecord.nullable(), tags: ['tour'] })
const eventReader = oneReader({ query: reservableEventQuery, record: eventRecord.nullable(), tags: ['event'] })
const toursReader = oneReader({ query: reservableToursQuery, record: z.array(tourRecord), tags: ['tour'] })
const eventsReader = oneReader({ query: reservableEventsQuery, record: z.array(eventRecord), tags: ['event'] })
const reservedReader = oneReader({ query: reservedTargetsQuery, record: reservedRecord, tags: ['tour', 'event'] })

export const readReservableTour = (id: string) => read(tourReader, { id })
export const readReservableEvent = (id: string) => read(eventReader, { id })
/** A year's tours with sessions and events taking registrations: every one, or those at one site. */
export const readReservableTours = (year: number, siteId: string | null = null) => read(toursReader, { year, site: siteId })
export const readReservableEvents = (year: number, siteId: string | null = null) => read(eventsReader, { year, site: siteId })
export type ReservableTourRecord = z.output<typeof tourRecord>
export type ReservableEventRecord = z.output<typeof eventRecord>
export const readReservedTargets = (ids: string[]) => read(reservedReader, { ids })
