// The Lighthouse bar (performance ≥ 95 and at most 3 under the empty page, LCP ≤ 1.5 s, TBT at most
// 100 ms over the empty page's, the other three categories 100): the empty page and the site's
// pages measured in the same run, interleaved, the median of each figure over the runs; each page
// against the absolute bars and against the empty page's own median.
import { interleavedRuns, median } from './lighthouse-run.mjs'
import { ms, num, verdict } from './report.mjs'
import { routeSamples } from './pages.mjs'

const FLOOR = 'empty page'

export function lighthousePages(site, floor) {
  const samples = routeSamples()
  const sampleOf = (template) => samples.find((r) => r.template === template)?.sample
  const paths = ['/', '/sites', sampleOf('site'), '/events', sampleOf('tour'), sampleOf('archived-home'), '/login'].filter(Boolean)
  return [{ label: FLOOR, url: `${floor}/`, base: floor }, ...paths.map((p) => ({ label: p, url: site + p, base: site }))]
}

function summarize(label, runs) {
  const ok = runs.filter((r) => r.scores?.performance != null)
  const med = (pick) => median(ok.map(pick))
  return {
    label,
    runs,
    ok: ok.length,
    performance: med((r) => r.scores.performance),
    performanceRuns: runs.map((r) => r.scores?.performance ?? null),
    fcp: med((r) => r.fcp),
    lcp: med((r) => r.lcp),
    tbt: med((r) => r.tbt),
    cls: med((r) => r.cls),
    accessibility: med((r) => r.scores.accessibility),
    bestPractices: med((r) => r.scores['best-practices']),
    seo: med((r) => r.scores.seo),
    finalPaths: [...new Set(ok.map((r) => r.finalPath))],
    failing: [...new Set(ok.flatMap((r) => r.failing))],
    errors: runs.filter((r) => r.scores?.performance == null).map((r) => r.error ?? 'no performance score'),
  }
}

function missedBars(page, floor) {
  if (!page.ok) return ['no successful run']
  const missed = []
  if (page.performance < 95) missed.push(`perf ${page.performance} < 95`)
  if (floor.performance != null && page.performance < floor.performance - 3)
    missed.push(`perf ${page.performance} < ${floor.performance - 3} (empty − 3)`)
  if (page.lcp > 1500) missed.push(`LCP ${ms(page.lcp)} > 1,500 ms`)
  if (floor.tbt != null && page.tbt > floor.tbt + 100) missed.push(`TBT ${ms(page.tbt)} > ${ms(floor.tbt + 100)} ms (empty + 100)`)
  for (const [name, score] of [
    ['a11y', page.accessibility],
    ['BP', page.bestPractices],
    ['SEO', page.seo],
  ])
    if (score !== 100) missed.push(`${name} ${num(score)} < 100`)
  return missed
}

const range = (values, digits) =>
  values.length
    ? `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} (median ${median(values).toFixed(digits)})`
    : '—'

/** Runs Lighthouse and returns { section, data }. */
export async function lighthouseBar({ site, floor, runs, chrome, progress }) {
  const pages = lighthousePages(site, floor)
  const results = await interleavedRuns(pages, runs, { chrome, progress })
  const summaries = pages.map((p) => summarize(p.label, results.get(p.label)))
  const empty = summaries.find((s) => s.label === FLOOR)
  const all = summaries.flatMap((s) => s.runs)
  const indexes = all.map((r) => r.benchmarkIndex).filter(Number.isFinite)
  const multipliers = all.map((r) => r.calibratedMultiplier).filter(Number.isFinite)
  const applied = [...new Set(all.map((r) => r.cpuSlowdownMultiplier).filter((v) => v != null))]

  const rows = summaries.map((s) => {
    const redirected = s.finalPaths.filter((p) => p && p !== s.label && s.label !== FLOOR)
    return [
      redirected.length ? `${s.label} → ${redirected.join(', ')}` : s.label,
      num(s.performance),
      s.performanceRuns.map((v) => v ?? '×').join(', '),
      ms(s.fcp),
      ms(s.lcp),
      ms(s.tbt),
      num(s.cls, 3),
      num(s.accessibility),
      num(s.bestPractices),
      num(s.seo),
      s === empty ? 'reference' : verdict(missedBars(s, empty)),
    ]
  })
  const notes = [
    `benchmarkIndex over ${indexes.length} runs: ${range(indexes, 0)}; the calculator's multiplier for it: ${range(multipliers, 2)}×; ` +
      `the slowdown Lighthouse applied: ${applied.map((v) => `${v}×`).join(', ') || '—'} (its default).`,
    ...summaries.filter((s) => s.failing.length).map((s) => `${s.label} loses points on: ${s.failing.join('; ')}`),
    ...summaries
      .filter((s) => s.errors.length)
      .map((s) => `${s.label}: ${s.errors.length} failed run(s): ${[...new Set(s.errors)].join('; ')}`),
  ]
  const bars =
    `Mobile preset, default throttling, median of ${runs} interleaved run(s) per page (× = a failed run). ` +
    `Bars: performance ≥ 95 and ≥ the empty page's − 3 (${num(empty.performance == null ? null : empty.performance - 3)}); ` +
    `LCP ≤ 1,500 ms; TBT ≤ the empty page's + 100 ms (${ms(empty.tbt == null ? null : empty.tbt + 100)} ms); ` +
    'accessibility, best practices and SEO 100.'
  return {
    section: {
      title: 'Lighthouse',
      bars,
      columns: [
        ['page', 'l'],
        ['perf', 'r'],
        ['perf per run', 'l'],
        ['FCP ms', 'r'],
        ['LCP ms', 'r'],
        ['TBT ms', 'r'],
        ['CLS', 'r'],
        ['a11y', 'r'],
        ['BP', 'r'],
        ['SEO', 'r'],
        ['result', 'l'],
      ],
      rows,
      notes,
    },
    data: { runs, pages: summaries.map((s) => (s === empty ? { ...s, reference: true } : { ...s, missed: missedBars(s, empty) })) },
  }
}
