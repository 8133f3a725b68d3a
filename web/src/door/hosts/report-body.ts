import { z } from 'zod'
import { HOST_STATUSES } from '@/platform/db/schema'

// One tap of the host tool as the phone sends it, and the bounds of what is plausible from one
// door: the phone checks a tap against this before it keeps it, and the server again before it
// stores it, so a tap the server would refuse is never queued. The id is made on the phone (a
// UUID) and names the tap for good: sending it again changes nothing.

/** The most visitors one tap may count (the tool's buttons are +1 and +5). */
export const MAX_TAP_VISITORS = 20
/** The longest line a host may report: four hours. */
export const MAX_LINE_MINUTES = 240
/** A phone's clock may run this far ahead of the server's. */
export const MAX_CLOCK_AHEAD_MS = 10 * 60_000
/** A tap kept offline longer than this is too old to count. */
export const MAX_TAP_AGE_MS = 36 * 3_600_000
/** Taps in one request: a phone sends what it kept in chunks of this many. */
export const MAX_REPORTS_PER_REQUEST = 200

const report = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('count'),
    delta: z
      .number()
      .int('Count whole visitors.')
      .min(-MAX_TAP_VISITORS, `Undo at most ${MAX_TAP_VISITORS} visitors at a time.`)
      .max(MAX_TAP_VISITORS, `Count at most ${MAX_TAP_VISITORS} visitors in one tap.`)
      .refine((n) => n !== 0, 'A count of 0 counts nobody.'),
  }),
  z.object({
    kind: z.literal('line'),
    minutes: z
      .number()
      .int('Report the line in whole minutes.')
      .min(0, 'A line cannot be shorter than no line.')
      .max(MAX_LINE_MINUTES, `Report a line of up to ${MAX_LINE_MINUTES} minutes (4 hours); for longer, pause entry.`),
  }),
  z.object({
    kind: z.literal('status'),
    status: z.enum(HOST_STATUSES),
    lastEntry: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the last entry as a time such as 16:30.')
      .optional(),
  }),
])

export const hostReport = z
  .object({
    id: z.uuid('Each tap needs the id its phone made (a UUID).'),
    siteId: z.string().min(1).max(200),
    /** When the host tapped, by the phone's clock. */
    at: z.iso.datetime({ offset: true, message: 'Give the time of the tap as an ISO date and time.' }),
    report,
  })
  .refine((r) => r.report.kind !== 'status' || r.report.status !== 'last-entry' || r.report.lastEntry, {
    message: 'Say when the last entry is.',
    path: ['report', 'lastEntry'],
  })

export type HostReportBody = z.output<typeof hostReport>

export const hostReportsBody = z.object({
  reports: z
    .array(hostReport)
    .min(1, 'Send at least one tap.')
    .max(MAX_REPORTS_PER_REQUEST, `Send at most ${MAX_REPORTS_PER_REQUEST} taps at a time.`),
})

/** Why a tap was not counted, as a code the host tool words in the host's language. */
export const NOT_COUNTED_REASONS = ['future', 'too-old', 'festival-off'] as const
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number]

/** Each reason's sentence in the API's answer (English; the host tool says its own from the code). */
export const NOT_COUNTED_MESSAGES: Record<NotCountedReason, string> = {
  future: 'This tap is timed in the future: check the phone’s clock.',
  'too-old': 'This tap is more than a day and a half old and no longer counts.',
  'festival-off': 'The festival was not on at the time of this tap.',
}

/** Why a tap's time cannot be right, or undefined. */
export function implausibleTime(at: string, now: Date): NotCountedReason | undefined {
  const when = new Date(at).getTime()
  if (when - now.getTime() > MAX_CLOCK_AHEAD_MS) return 'future'
  if (now.getTime() - when > MAX_TAP_AGE_MS) return 'too-old'
  return undefined
}
