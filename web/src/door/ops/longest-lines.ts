import type { Wait } from '@/door/lines/wait'

// The longest lines now, as the hosts last reported them: only reports still fresh (what
// visitors see as current), longest first, so staff can send help or point people elsewhere.

export const LINES_SHOWN = 10

export interface LineNow {
  id: string
  name: string
  slug: string
  minutes: number
  reportedAt: string
  /** "At capacity", "Closed early" beside the line, when the door said so. */
  status?: Wait['status']
}

export function longestLines(waits: ReadonlyMap<string, Wait>, sites: ReadonlyMap<string, { name: string; slug: string }>): LineNow[] {
  const lines: LineNow[] = []
  for (const [id, wait] of waits) {
    const site = sites.get(id)
    if (!site || !wait.fresh || wait.minutes === undefined || wait.minutes <= 0) continue
    lines.push({
      id,
      name: site.name,
      slug: site.slug,
      minutes: wait.minutes,
      reportedAt: wait.reportedAt,
      ...(wait.status ? { status: wait.status } : {}),
    })
  }
  return lines.sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name)).slice(0, LINES_SHOWN)
}
