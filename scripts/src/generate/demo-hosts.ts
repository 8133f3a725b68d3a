import type { Context, Doc } from './context'

// The demo's hosts: one documented address on the door of a few of this year's open sites, so a
// newcomer can sign in as a host through the outbox and try /host. The first sites in the plan's
// order that are open both festival days to everyone get it; no random draw, so adding hosts
// leaves the rest of the dataset as it was.

export const DEMO_HOST_EMAIL = 'host@example.org'
export const DEMO_HOSTED_SITES = 3

interface EditionLike {
  year?: unknown
  membersOnly?: unknown
  hours?: unknown
  hosts?: string[]
}

/** Gives the demo host to this year's edition of the first few sites that suit; returns how many have one. */
export function assignDemoHosts(ctx: Context, sites: Doc[]): number {
  let assigned = 0
  for (const site of sites) {
    if (assigned === DEMO_HOSTED_SITES) break
    const editions = (site.editions ?? []) as EditionLike[]
    const edition = editions.find((e) => e.year === ctx.currentYear)
    if (!edition || edition.membersOnly === true || !Array.isArray(edition.hours) || edition.hours.length < 2) continue
    edition.hosts = [DEMO_HOST_EMAIL]
    assigned++
  }
  return assigned
}
