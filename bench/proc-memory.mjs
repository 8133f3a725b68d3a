// Memory of a process and everything it started (next build runs workers; next start one server),
// from /proc: the resident set of the whole tree, sampled, and its peak. Linux only, like the machines.
import { readdirSync, readFileSync } from 'node:fs'

function children() {
  const byParent = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent pid is the 4th field of stat, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!byParent.has(parent)) byParent.set(parent, [])
      byParent.get(parent).push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return byParent
}

function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) * 1024 : 0
  } catch {
    return 0
  }
}

/** Resident bytes of pid and all its descendants now. */
export function treeRss(pid) {
  const byParent = children()
  let total = 0
  const queue = [pid]
  while (queue.length) {
    const next = queue.pop()
    total += rssBytes(next)
    queue.push(...(byParent.get(next) ?? []))
  }
  return total
}

/** Samples treeRss(pid) every `everyMs` until stop(), which returns the peak in bytes. */
export function samplePeak(pid, everyMs = 250) {
  let peak = treeRss(pid)
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), everyMs)
  return () => {
    clearInterval(timer)
    return Math.max(peak, treeRss(pid))
  }
}
