#!/usr/bin/env node
// Lighthouse, mobile preset, against the production build: the four category scores of
// /, /sites, a site, /events, a tour, an archive year and /my-ohc/itineraries (signed out, that is
// the redirect to /login). Lighthouse 13.5.0 through npx, Debian's Chromium, headless. Prints
// figures; asserts nothing. On a closed network some audits may not run: their categories say so.
// Each page is measured --runs times (default 3) and the run with the median performance score is
// printed: on a small shared machine one run's score moves by 10–15 points from run to run.
// bench/run.mjs measures the bars (medians of interleaved runs, against an empty page) in one run.
//
//   node bench/lighthouse.mjs [--base http://127.0.0.1:3000] [--chrome /usr/bin/chromium] [--runs 3]
import { CATEGORIES, lighthouse } from './lighthouse-run.mjs'
import { parseArgs, routeSamples, startNext } from './pages.mjs'

const args = parseArgs()
const runs = Math.max(1, Number(args.runs ?? 3))
const chrome = args.chrome ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const samples = routeSamples()
const sampleOf = (template) => samples.find((r) => r.template === template)?.sample
const PAGES = ['/', '/sites', sampleOf('site'), '/events', sampleOf('tour'), sampleOf('archived-home'), '/my-ohc/itineraries'].filter(
  Boolean,
)

const { base, stop } = await startNext({ base: args.base })
try {
  console.log('page'.padEnd(44), ...CATEGORIES.map((c) => c.padStart(15)), '  LCP ms   TBT ms   CLS')
  for (const page of PAGES) {
    try {
      const reports = []
      for (let i = 0; i < runs; i++) reports.push(await lighthouse(base + page, chrome))
      const perf = (r) => r.categories.performance?.score ?? 0
      const sorted = [...reports].sort((a, b) => perf(a) - perf(b))
      const report = sorted[Math.floor((sorted.length - 1) / 2)]
      const score = (c) => (report.categories[c]?.score == null ? 'n/a' : String(Math.round(report.categories[c].score * 100)))
      const metric = (id, digits = 0) => report.audits[id]?.numericValue?.toFixed(digits) ?? 'n/a'
      const label = page === report.finalDisplayedUrl?.replace(base, '') ? page : `${page} → ${report.finalDisplayedUrl?.replace(base, '')}`
      const spread = runs > 1 ? `   (performance over ${runs} runs: ${sorted.map((r) => Math.round(perf(r) * 100)).join(', ')})` : ''
      console.log(
        label.padEnd(44),
        ...CATEGORIES.map((c) => score(c).padStart(15)),
        metric('largest-contentful-paint').padStart(8),
        metric('total-blocking-time').padStart(8),
        metric('cumulative-layout-shift', 3).padStart(6),
        spread,
      )
      const failing = Object.values(report.categories).flatMap((c) =>
        c.auditRefs
          .filter((r) => r.weight > 0)
          .map((r) => report.audits[r.id])
          .filter((a) => a.score !== null && a.score < 1 && c.id !== 'performance'),
      )
      for (const audit of failing) console.log(`    - ${audit.id}: ${audit.title}`)
    } catch (error) {
      console.log(
        page.padEnd(44),
        `Lighthouse failed: ${
          String(error.stderr || error.message)
            .split('\n')
            .filter(Boolean)
            .slice(-1)[0]
        }`,
      )
    }
  }
} finally {
  await stop()
}
