// What the hosts command prints: the bad rows by line, a line per changed site (and its addresses
// with --verbose), and the summary an editor checks before and after a run.

import type { Io } from '../pipeline/cli'
import type { CurrentSite } from './current-sites'
import type { HostsPlan, SiteChange } from './plan'

const nameOf = (site: CurrentSite) => site.slug ?? site.id
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export function reportProblems(plan: HostsPlan, file: string, io: Io): void {
  for (const problem of plan.problems) io.err(`${file}:${problem.line}: ${problem.reason}`)
}

function describeChange(change: SiteChange): string {
  const notes = [
    `${plural(change.added.length, 'host')} added, ${change.removed.length} removed`,
    change.after.length === 0 ? 'now none' : undefined,
    change.named ? undefined : 'not in the file (--replace-all)',
    change.site.draftOnly ? 'draft only: live when the draft is published' : undefined,
    change.added.length + change.removed.length === 0 ? 'the draft brought in line with the file' : undefined,
  ]
  return `hosts: ${nameOf(change.site)}: ${notes.filter((n) => n !== undefined).join('; ')}`
}

export function reportPlan(plan: HostsPlan, io: Io, { verbose }: { verbose: boolean }): void {
  for (const change of plan.changes) {
    io.out(describeChange(change))
    if (!verbose) continue
    for (const email of change.added) io.out(`hosts:   + ${email}`)
    for (const email of change.removed) io.out(`hosts:   - ${email}`)
  }
  for (const site of plan.heldBack) io.out(`hosts: ${nameOf(site)}: left as it is, a bad row names it`)
  if (plan.replaceAllSkipped) io.out('hosts: --replace-all not done: with bad rows in the file, no other site is cleared')
  const added = plan.changes.reduce((n, c) => n + c.added.length, 0)
  const removed = plan.changes.reduce((n, c) => n + c.removed.length, 0)
  const kept = plan.untouched.filter((s) => s.places.some((p) => p.hosts.length > 0)).length
  io.out(
    `hosts: ${plural(plan.changes.length, 'site')} changed (${plural(added, 'host')} added, ${removed} removed), ` +
      `${plural(plan.unchanged.length, 'site')} unchanged, ` +
      `${plural(plan.untouched.length, 'site')} not in the file left as they are (${kept} of them with hosts)`,
  )
}
