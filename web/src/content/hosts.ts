import { z } from 'zod'
import { festivalSitesQuery, hostedSitesQuery } from '@/content/sanity/queries/hosts'
import { festivalHours } from './records/common'
import { oneReader, read } from './reader'

// The hosts of this year's sites (the edition's `hosts`: email addresses an editor set in the
// Studio or the hosts import), for the host tool's access check and the operations view. Read on
// the server only; no public record carries an address.

const hostedSite = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Lower-cased, so an address matches however an editor typed it. */
  hosts: z.array(z.string().transform((email) => email.trim().toLowerCase())).catch([]),
  hours: z
    .array(festivalHours)
    .nullish()
    .transform((hours) => hours ?? []),
})

export type HostedSite = z.output<typeof hostedSite>

const festivalSite = z.object({ id: z.string(), name: z.string(), slug: z.string() })
export type FestivalSite = z.output<typeof festivalSite>

const hostedReader = oneReader({ query: hostedSitesQuery, record: z.array(hostedSite), tags: ['site'] })
const festivalSitesReader = oneReader({ query: festivalSitesQuery, record: z.array(festivalSite), tags: ['site'] })

/** Every site of `year` that has hosts, with their addresses. */
export const hostedSites = (year: number) => read(hostedReader, { year })

/** Every site of `year` (id, name, slug). */
export const festivalSites = (year: number) => read(festivalSitesReader, { year })
