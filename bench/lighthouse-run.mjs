// One Lighthouse run and what run.mjs keeps of it. Lighthouse 13.5.0 through npx, Debian's
// Chromium, headless, mobile preset with Lighthouse's default throttling (simulated, 4× CPU
// slowdown): no flag here changes throttling, so a score means what a default run's score means:
// the bars are set for the default 4×.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

export const LIGHTHOUSE = 'lighthouse@13.5.0'
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const run = promisify(execFile)

/** The LHR of one run. */
export async function lighthouse(url, chrome) {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--chrome-path=${chrome}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  )
  return JSON.parse(stdout)
}

/**
 * The CPU slowdown Lighthouse's calculator suggests for a host's benchmarkIndex (Lighthouse's own
 * docs/throttling.md links it: lighthouse-cpu-throttling-calculator). The run itself keeps the default 4×; this says
 * how far this machine is from the reference desktop that 4× is meant for.
 */
export function calibratedMultiplier(index) {
  if (!Number.isFinite(index)) return null
  if (index >= 1300) return 3 + (index - 1300) / 233
  if (index >= 800) return 2 + (index - 800) / 500
  if (index >= 150) return 1 + (index - 150) / 650
  return null // the calculator gives no multiplier below 150: too slow to throttle at all
}

/** What one run contributes: scores 0–100, metrics in ms, the host's index, and any error. */
export function summarizeRun(lhr, base) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  const index = lhr.environment?.benchmarkIndex ?? null
  // Audits that cost points outside performance, so a score under 100 comes with its reason.
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title}`)
  return {
    finalPath: lhr.finalDisplayedUrl?.replace(base, '') || null,
    error: lhr.runtimeError?.code ?? null,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: index,
    calibratedMultiplier: calibratedMultiplier(index),
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    failing: [...new Set(failing)],
  }
}

export function median(values) {
  const sorted = values.filter((v) => v != null && Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * `runs` rounds over every page, one run per page per round, each round starting one page later:
 * the machine's slow and fast spells fall on every page alike, and no page always goes first.
 * Returns Map(label → [run summary]); a failed run is kept with its error and no figures.
 */
export async function interleavedRuns(pages, runs, { chrome, progress = () => {} }) {
  const results = new Map(pages.map((p) => [p.label, []]))
  let done = 0
  for (let round = 0; round < runs; round += 1) {
    for (let k = 0; k < pages.length; k += 1) {
      const page = pages[(round + k) % pages.length]
      progress(`lighthouse ${(done += 1)}/${runs * pages.length}: ${page.label}`)
      try {
        results.get(page.label).push({ round, ...summarizeRun(await lighthouse(page.url, chrome), page.base) })
      } catch (error) {
        const last = String(error.stderr || error.message)
          .split('\n')
          .filter(Boolean)
          .slice(-1)[0]
        results.get(page.label).push({ round, error: last })
      }
    }
  }
  return results
}
