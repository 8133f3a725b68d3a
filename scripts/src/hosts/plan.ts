// From the file's rows to what changes: the file is the whole host list of every site it names, so
// those sites' current-edition hosts become exactly its addresses; sites it does not name keep
// theirs, unless `replaceAll` (a season's fresh roster) clears them. Pure: the local file and the
// Content Lake apply the same plan.

import { currentHosts, findSite, type CurrentSite, type EditionPlace, type SiteIndex } from './current-sites'
import type { HostRow, RowProblem } from './hosts-csv'

export interface SiteChange {
  site: CurrentSite
  /** False for a site cleared by --replace-all. */
  named: boolean
  before: string[]
  after: string[]
  added: string[]
  removed: string[]
  /** The editions whose stored hosts differ from `after`: the published one, the draft's, or both. */
  writes: EditionPlace[]
}

export interface HostsPlan {
  year: number
  /** Every bad row, by line: the file's own problems and those found against the sites. */
  problems: RowProblem[]
  changes: SiteChange[]
  /** Sites the file names whose hosts are already exactly its addresses. */
  unchanged: CurrentSite[]
  /** Sites a bad row names: left as they are when the good rows are written (--skip-bad-rows). */
  heldBack: CurrentSite[]
  /** Current-year sites the file does not name and that are left as they are. */
  untouched: CurrentSite[]
  /** True when replaceAll was asked for but not done because rows were bad. */
  replaceAllSkipped: boolean
}

export interface PlanOptions {
  replaceAll: boolean
}

// Hosts are a set: the order in the Studio means nothing, so a reordered file is no change.
const sameHosts = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a)
  return set.size === new Set(b).size && b.every((h) => set.has(h))
}

function change(site: CurrentSite, after: string[], named: boolean): SiteChange {
  const before = currentHosts(site)
  return {
    site,
    named,
    before,
    after,
    added: after.filter((h) => !before.includes(h)),
    removed: before.filter((h) => !after.includes(h)),
    writes: site.places.filter((place) => !sameHosts(place.hosts, after)),
  }
}

export function planHosts(
  index: SiteIndex,
  rows: readonly HostRow[],
  fileProblems: readonly RowProblem[],
  options: PlanOptions,
): HostsPlan {
  const problems = [...fileProblems]
  const hostsOf = new Map<string, string[]>()
  const seen = new Map<string, number>()
  for (const row of rows) {
    const found = findSite(index, row.site)
    if ('reason' in found) {
      problems.push({ line: row.line, reason: found.reason })
      continue
    }
    const { site } = found
    if (site.places.length === 0) {
      problems.push({
        line: row.line,
        reason: `${site.id} has no ${index.currentYear} edition (add it in the Studio first)`,
        site: row.site,
      })
      continue
    }
    const pair = `${row.email} ${site.id}`
    const earlier = seen.get(pair)
    if (earlier !== undefined) {
      // No `site`: the earlier line already carries this host, so the site loses nobody if written.
      problems.push({ line: row.line, reason: `duplicate: ${row.email} at ${site.slug ?? site.id} is also on line ${earlier}` })
      continue
    }
    seen.set(pair, row.line)
    hostsOf.set(site.id, [...(hostsOf.get(site.id) ?? []), row.email])
  }
  problems.sort((a, b) => a.line - b.line)

  // A bad row may be one of a site's hosts: writing the rest would remove that person, so the site
  // is left alone. For the same reason nothing is cleared when any row is bad.
  const held = new Set<string>()
  for (const problem of problems) {
    const found = problem.site === undefined ? undefined : findSite(index, problem.site)
    if (found && 'site' in found) held.add(found.site.id)
  }
  const replaceAll = options.replaceAll && problems.length === 0

  const plan: HostsPlan = {
    year: index.currentYear,
    problems,
    changes: [],
    unchanged: [],
    heldBack: [],
    untouched: [],
    replaceAllSkipped: options.replaceAll && !replaceAll,
  }
  for (const site of index.sites.values()) {
    if (site.places.length === 0) continue
    if (held.has(site.id)) {
      plan.heldBack.push(site)
      continue
    }
    const named = hostsOf.get(site.id)
    if (!named && !replaceAll) {
      plan.untouched.push(site)
      continue
    }
    const result = change(site, named ?? [], named !== undefined)
    if (result.writes.length > 0) plan.changes.push(result)
    else if (named) plan.unchanged.push(site)
    else plan.untouched.push(site)
  }
  return plan
}
