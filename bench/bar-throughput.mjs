// The throughput bar (at least half the empty Next.js page's requests/s, p95 ≤ 200 ms): 50
// connections for 10 s on each hot path of the site, then at once the same load on a bare Node
// server sending the very bytes the site sent for that path. Ratios within one run are what hold
// from machine to machine; absolute req/s do not. The empty page is the bar (what the framework
// itself reaches); the bare server's column says how far any Next.js page is from the wire.
import { capture, startBare } from './bare-server.mjs'
import { load } from './cannon.mjs'
import { routeSamples } from './pages.mjs'
import { int, kb, ms, num, verdict } from './report.mjs'

const LOAD = { connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } }

/** The first neighbourhood offered by the filter form of /sites, so the filtered path is a real one. */
async function neighborhoodSlug(site) {
  const html = await (await fetch(`${site}/sites`)).text()
  const select = /<select[^>]*name="neighborhood"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? ''
  return /<option value="([^"]+)"/.exec(select)?.[1]
}

/**
 * The hot paths the throughput bar covers: the home page, the sites list (unfiltered, filtered,
 * open now), a site page and /api/sites. A generated dataset passes the site page it has (the
 * route table's may not exist there).
 */
export async function hotPaths(site, { sitePage = routeSamples().find((r) => r.template === 'site')?.sample } = {}) {
  const slug = await neighborhoodSlug(site)
  return ['/', '/sites', slug && `/sites?neighborhood=${slug}`, '/sites?open=now', sitePage, '/api/sites'].filter(Boolean)
}

// Far under the bar two decimals would read 0.00, so small ratios keep a third.
const ratioText = (ratio) => num(ratio, ratio != null && ratio < 0.1 ? 3 : 2)
const fmt = (latency) => (latency == null ? '—' : latency < 10 ? latency.toFixed(1) : ms(latency))

// The empty Next.js page's bytes are served by the bare server under this path.
const EMPTY = '/empty-page'

export async function throughputBar({ site, floor, progress, paths: given }) {
  const paths = given ?? (await hotPaths(site))
  const captured = new Map()
  for (const path of paths) captured.set(path, await capture(site + path))
  if (floor) captured.set(EMPTY, await capture(`${floor}/`))
  const bare = await startBare(captured)
  const results = []
  // The empty page first: the framework's own ratio, the reference the site's rows are read against.
  const targets = [...(floor ? [{ path: EMPTY, url: `${floor}/` }] : []), ...paths.map((path) => ({ path, url: site + path }))]
  try {
    for (const { path, url } of targets) {
      progress(`throughput: ${path} (${path === EMPTY ? 'empty Next.js page' : 'site'}, then bare server)`)
      const { status, headers, body } = captured.get(path)
      const row = { path, status, contentEncoding: headers['content-encoding'] ?? null, bytes: body.length }
      try {
        const app = await load(url, LOAD)
        const ceiling = await load(bare.base + path, LOAD)
        const ratio = ceiling.rps ? app.rps / ceiling.rps : null
        const missed = []
        if (path === EMPTY) {
          results.push({ ...row, path: 'empty Next.js page', site: app, bare: ceiling, ratio, vsEmpty: 1, missed: [], reference: true })
          continue
        }
        // Against the empty Next.js page of this run when there is one (what the framework itself
        // reaches on this machine); without it, against the bare server.
        const empty = results.find((r) => r.reference)?.site.rps
        const vsEmpty = empty ? app.rps / empty : null
        if (empty) {
          if (vsEmpty == null || vsEmpty < 0.5) missed.push(`site/empty ${ratioText(vsEmpty)} < 0.5`)
        } else if (ratio == null || ratio < 0.5) missed.push(`ratio ${ratioText(ratio)} < 0.5`)
        if (app.p95 == null || app.p95 > 200) missed.push(`p95 ${fmt(app.p95)} ms > 200`)
        if (app.non2xx) missed.push(`${app.non2xx} non-2xx`)
        // autocannon counts a timeout (no answer within 10 s) as an error too.
        if (app.errors) missed.push(`${app.errors} errors (${app.timeouts} timeouts)`)
        results.push({ ...row, site: app, bare: ceiling, ratio, vsEmpty, missed })
      } catch (error) {
        // One path's failed load leaves the other paths' figures standing.
        results.push({ ...row, site: {}, bare: {}, ratio: null, vsEmpty: null, missed: [`load failed: ${error.message}`] })
      }
    }
  } finally {
    await bare.stop()
  }
  return {
    section: {
      title: 'Throughput',
      bars:
        `autocannon, ${LOAD.connections} connections, ${LOAD.duration} s per server, Accept-Encoding: gzip; req/s is the median of the per-second samples. ` +
        'Latency percentiles are over the answered requests; errors include timeouts (no answer in 10 s). ' +
        "The bare server sends the status, headers and gzip body the site sent. site/empty is the site's req/s over the empty Next.js page's in this run. " +
        `Bars: ${floor ? 'site/empty' : 'site/bare'} ≥ 0.5 and site p95 ≤ 200 ms.`,
      columns: [
        ['path', 'l'],
        ['KB sent', 'r'],
        ['site req/s', 'r'],
        ['bare req/s', 'r'],
        ['site/bare', 'r'],
        ['site/empty', 'r'],
        ['p50 ms', 'r'],
        ['p95 ms', 'r'],
        ['p99 ms', 'r'],
        ['non-2xx', 'r'],
        ['errors', 'r'],
        ['bare p95 ms', 'r'],
        ['result', 'l'],
      ],
      rows: results.map((r) => [
        r.path,
        `${kb(r.bytes)}${r.contentEncoding ? '' : ' (not gzip)'}`,
        int(r.site.rps),
        int(r.bare.rps),
        ratioText(r.ratio),
        r.vsEmpty == null ? '—' : ratioText(r.vsEmpty),
        fmt(r.site.p50),
        fmt(r.site.p95),
        fmt(r.site.p99),
        r.site.non2xx,
        r.site.errors,
        fmt(r.bare.p95),
        r.reference ? 'reference' : verdict(r.missed),
      ]),
    },
    data: { load: LOAD, paths: results },
  }
}
