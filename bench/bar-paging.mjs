// The paged sites API at scale (p95 ≤ 200 ms at 50 clients): a generated ×10 dataset (or the one
// given) served by `next start` on the existing build (the API reads the dataset at run time, so
// no build per dataset), then 50 connections for 10 s on /api/sites?limit=100 (the first page),
// on a page from the middle of the list (its cursor) and, for reference, on the whole list.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dataset } from './bar-scale.mjs'
import { capture } from './bare-server.mjs'
import { load } from './cannon.mjs'
import { startNext } from './pages.mjs'
import { int, kb, ms, verdict } from './report.mjs'

const LOAD = { connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } }
const LIMIT = 100
const BAR_MS = 200

/** The cursor of the page that starts about halfway down the list. */
async function middleCursor(site, total) {
  let cursor
  for (let seen = 0; seen < total / 2; seen += LIMIT) {
    const body = await (await fetch(`${site}/api/sites?limit=${LIMIT}${cursor ? `&cursor=${cursor}` : ''}`)).json()
    if (!body.page?.next) break
    cursor = body.page.next
  }
  return cursor
}

export async function pagingBar({ factor = 10, file, progress }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ohc-paging-'))
  let server
  try {
    const data = file ? { file } : await dataset(factor, { log: progress, tmp })
    progress(`paging: next start on the ×${factor} dataset ${data.file}`)
    server = await startNext({ env: { OHC_DATASET: data.file, OHC_JOBS: 'off' } })
    const whole = await (await fetch(`${server.base}/api/sites`)).json()
    const total = whole.data.length
    const middle = await middleCursor(server.base, total)
    const paths = [
      { path: `/api/sites?limit=${LIMIT}`, paged: true },
      ...(middle
        ? [{ path: `/api/sites?limit=${LIMIT}&cursor=${middle}`, label: `/api/sites?limit=${LIMIT}&cursor=<middle>`, paged: true }]
        : []),
      { path: '/api/sites', paged: false },
    ]
    const rows = []
    for (const { path: address, label = address, paged } of paths) {
      progress(`paging: ${label}`)
      // Twice first: the page's bytes and their compression are made on the first requests.
      await capture(server.base + address)
      await new Promise((resolve) => setTimeout(resolve, 500))
      const sent = await capture(server.base + address)
      const result = await load(server.base + address, LOAD)
      const missed = []
      if (paged && (result.p95 == null || result.p95 > BAR_MS)) missed.push(`p95 ${ms(result.p95)} ms > ${BAR_MS}`)
      if (result.non2xx || result.errors) missed.push(`${result.non2xx} non-2xx, ${result.errors} errors`)
      rows.push({ label, bytes: sent.body.length, encoding: sent.headers['content-encoding'] ?? null, result, missed, paged })
    }
    return {
      section: {
        title: `Paged /api/sites at ×${factor}`,
        bars:
          `${total} sites (${file ? 'the dataset given' : `generated ×${factor}`}), ${LOAD.connections} connections, ${LOAD.duration} s per address, Accept-Encoding: gzip, served by \`next start\` on web/.next. ` +
          `Bar: p95 ≤ ${BAR_MS} ms for the pages of ${LIMIT}; the whole list is for reference.`,
        columns: [
          ['address', 'l'],
          ['KB sent', 'r'],
          ['req/s', 'r'],
          ['p50 ms', 'r'],
          ['p95 ms', 'r'],
          ['p99 ms', 'r'],
          ['non-2xx', 'r'],
          ['errors', 'r'],
          ['result', 'l'],
        ],
        rows: rows.map((r) => [
          r.label,
          `${kb(r.bytes)}${r.encoding ? ` (${r.encoding})` : ' (not compressed)'}`,
          int(r.result.rps),
          ms(r.result.p50),
          ms(r.result.p95),
          ms(r.result.p99),
          r.result.non2xx,
          r.result.errors,
          r.paged ? verdict(r.missed) : 'reference',
        ]),
      },
      data: { factor, file: data.file, sites: total, load: LOAD, rows },
    }
  } finally {
    await server?.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}
