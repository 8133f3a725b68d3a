import { isShortLine, type Wait } from '@/door/lines/wait'

// The sites list by the line, from the hosts' reports: "Short line" keeps the sites whose host
// reported 15 minutes or less recently; "Shortest line first" puts the shortest fresh lines
// first, then the sites with no recent report (a line nobody measured is not a long one), then
// the full ones (at capacity), then those closed early. Inside each group the list keeps the
// order it had (by the walk when it is near a point, else A to Z): the sort is stable.

/** Where a site's wait puts it in "shortest line first": lower comes first. */
export function lineRank(wait: Wait | undefined): number {
  if (wait?.fresh && wait.status === 'closed-early') return 4_000
  if (wait?.fresh && wait.status === 'at-capacity') return 3_000
  if (!wait?.fresh || wait.minutes === undefined) return 2_000
  return Math.max(0, wait.minutes)
}

/** `results` ordered by the line, stable. */
export function byLine<R extends { item: { id: string } }>(results: readonly R[], waits: ReadonlyMap<string, Wait>): R[] {
  return results
    .map((r, index) => ({ r, index, rank: lineRank(waits.get(r.item.id)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ r }) => r)
}

/** The sites with a short line now. */
export function withShortLine<S extends { id: string }>(sites: readonly S[], waits: ReadonlyMap<string, Wait>): S[] {
  return sites.filter((s) => isShortLine(waits.get(s.id)))
}
