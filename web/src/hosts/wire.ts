import { z } from 'zod'
import { HOST_REPORT_KINDS, HOST_STATUSES } from '@/db/schema'

// The host API's answers as the OpenAPI document describes them; the route handlers build them
// from the same types (TapOutcome, HostSummary), so the two cannot drift far.

const outcome = z.union([
  z.object({ id: z.string(), outcome: z.enum(['stored', 'duplicate', 'refused']) }),
  z.object({ id: z.string(), outcome: z.literal('not-counted'), message: z.string() }),
])

export const hostReportsResponse = z.object({ data: z.object({ results: z.array(outcome) }) }).meta({ id: 'HostReportsResponse' })

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
    }),
  })
  .meta({ id: 'HostSiteResponse' })
