import { z } from 'zod'
import { ITINERARY_ITEM_KINDS } from '@/platform/db/schema'
import { VISIT_MINUTES } from './visit-time'

// Request bodies of the itineraries API. Every message names what is expected, per field.

const name = z.string({ error: 'Name must be text.' }).trim().min(1, 'Name is required.').max(80, 'Name must be 80 characters or fewer.')

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const day = z
  .string({ error: 'Day must be a date like 2026-10-17.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must be a date like 2026-10-17.')
  .refine(isCalendarDay, 'Day must be a real calendar date.')
  .nullable()

const note = z.string({ error: 'Note must be text.' }).max(500, 'Note must be 500 characters or fewer.').nullable()

const visitMinutes = z
  .number({ error: 'visitMinutes must be a number of minutes.' })
  .int('visitMinutes must be a whole number of minutes.')
  .min(VISIT_MINUTES.min, `visitMinutes must be at least ${VISIT_MINUTES.min}.`)
  .max(VISIT_MINUTES.max, `visitMinutes must be at most ${VISIT_MINUTES.max} (8 hours).`)
  .nullable()

export const newItemBody = z.object(
  {
    kind: z.enum(ITINERARY_ITEM_KINDS, { error: 'Kind must be one of site, event, tour or stop.' }),
    refId: z
      .string({ error: 'refId is required.' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'refId must be a content id: letters, digits, ".", "-" and "_".'),
    day: day.optional(),
    note: note.optional(),
    visitMinutes: visitMinutes.optional(),
  },
  { error: 'Send a JSON object.' },
)

/** A new itinerary: its name, and the item it is made for ("Add to itinerary" with a new one), added in the same transaction. */
export const itineraryBody = z.object({ name, item: newItemBody.optional() }, { error: 'Send a JSON object.' })

/** A rename: only the name. */
export const renameBody = z.object({ name }, { error: 'Send a JSON object.' })

export const itemChangesBody = z
  .object({ day: day.optional(), note: note.optional(), visitMinutes: visitMinutes.optional() }, { error: 'Send a JSON object.' })
  .refine((body) => body.day !== undefined || body.note !== undefined || body.visitMinutes !== undefined, {
    message: 'Send a day, a note or visitMinutes to change.',
    path: ['day'],
  })

export const orderBody = z.object(
  {
    itemIds: z
      .array(z.string({ error: 'Each item id must be text.' }), { error: 'itemIds must be a list of item ids.' })
      .max(1000, 'Too many items.'),
  },
  { error: 'Send a JSON object.' },
)

/** The whole weekend split at once: each named item's day; every item at most once. */
export const itemDaysBody = z
  .object(
    {
      days: z
        .array(
          z.object(
            { itemId: z.string({ error: 'Each itemId must be text.' }).min(1, 'Each itemId must be text.').max(100, 'Unknown item.'), day },
            { error: 'Each entry must be {itemId, day}.' },
          ),
          { error: 'days must be a list of {itemId, day}.' },
        )
        .min(1, 'Name at least one item.')
        .max(1000, 'Too many items.'),
    },
    { error: 'Send a JSON object.' },
  )
  .refine((body) => new Set(body.days.map((d) => d.itemId)).size === body.days.length, {
    message: 'Name each item once.',
    path: ['days'],
  })
