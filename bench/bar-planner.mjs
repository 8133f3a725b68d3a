// "Plan my day" on seeded random festival days: 12 stops (every order weighed, `planDay`'s exact
// solver) and 25 stops (its repaired insertion), each planned once on each of many days, in a
// Node process of its own. Prints the median and the spread of one plan's time beside the bars:
// 12 stops ≤ 50 ms, 25 stops ≤ 100 ms (the median). No server, no database.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { WEB } from './pages.mjs'
import { num, verdict } from './report.mjs'

const CASES = [
  { name: '12 stops', stops: 12, days: 200, warm: 20, barMs: 50 },
  { name: '25 stops', stops: 25, days: 200, warm: 20, barMs: 100 },
]

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]

export async function plannerBar({ progress }) {
  progress(`planner: ${CASES.map((c) => `${c.days} days of ${c.stops} stops`).join(', ')}`)
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'planner-days.mjs'), JSON.stringify(CASES)],
    { cwd: WEB, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (child.status !== 0) throw new Error(`the planner bench failed: ${child.stderr || child.error}`)
  const measured = JSON.parse(child.stdout.trim().split('\n').at(-1))
  const rows = []
  const missed = []
  const data = measured.map((m) => {
    const bar = CASES.find((c) => c.name === m.name).barMs
    const sorted = [...m.ms].sort((a, b) => a - b)
    const figures = {
      median: quantile(sorted, 0.5),
      p10: quantile(sorted, 0.1),
      p90: quantile(sorted, 0.9),
      min: sorted[0],
      max: sorted.at(-1),
    }
    if (figures.median > bar) missed.push(`${m.name}: median ${num(figures.median, 1)} ms > ${bar} ms`)
    const methods = Object.entries(m.methods)
      .map(([method, n]) => `${method} ${n}`)
      .join(', ')
    rows.push([
      m.name,
      methods,
      `≤ ${bar}`,
      num(figures.median, 1),
      `${num(figures.p10, 1)}–${num(figures.p90, 1)}`,
      `${num(figures.min, 1)}–${num(figures.max, 1)}`,
    ])
    return { ...m, bar, ...figures }
  })
  return {
    data,
    section: {
      title: 'Plan my day',
      bars: `\`planDay\` on ${CASES[0].days} seeded random days per size (web/src/visitors/planner/random-days.ts: stops within about 3 km, openings, a few bookings and lines), after ${CASES[0].warm} warm-up days. Bars: the median plan of 12 stops ≤ 50 ms, of 25 stops ≤ 100 ms.`,
      columns: [
        ['day', 'l'],
        ['method', 'l'],
        ['bar ms', 'r'],
        ['median ms', 'r'],
        ['p10–p90 ms', 'r'],
        ['min–max ms', 'r'],
      ],
      rows,
      notes: [verdict(missed)],
    },
  }
}
