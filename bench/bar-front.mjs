// The cache in front (`--only front`): nginx with its cache in front of `next start`, configured
// from docs/nginx-site.conf as a deployment is, against the same nginx serving the very bytes the
// site sent for each path as static files, in the same run. Both compress at nginx (the template's
// gzip lines), Next's compression off behind it. Each path is loaded by turns, a few rounds each,
// so a slow moment of the machine falls on both; the bar is cache/static ≥ 0.5 on the medians.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, gzipLines, startNginx } from '../scripts/setup/nginx.mjs'
import { load } from './cannon.mjs'
import { routeSamples, startNext } from './pages.mjs'
import { int, num, verdict } from './report.mjs'

const LOAD = { connections: 50, duration: 5, headers: { 'accept-encoding': 'gzip' } }
const ROUNDS = 3

export const frontPaths = () => ['/', '/sites', routeSamples().find((r) => r.template === 'site')?.sample, '/api/sites'].filter(Boolean)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A file name for a path's bytes: /sites/x → sites/x.html, /api/sites → api/sites.json, / → index.html. */
function fileFor(pathname, contentType) {
  const ext = contentType.includes('json') ? 'json' : 'html'
  return `${pathname === '/' ? 'index' : pathname.slice(1)}.${ext}`
}

// The static server: each path an exact location answering its file, compressed alike.
function staticServer(port, dir, files) {
  const locations = files.map(
    // The type alone: gzip_types compares the whole of it, so "text/html; charset=utf-8" would
    // not be compressed; the charset comes from the charset lines.
    ({ pathname, file, contentType }) =>
      `        location = ${pathname} { default_type ${contentType.split(';')[0]}; try_files /${file} =404; }`,
  )
  return [
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${dir};`,
    ...gzipLines().map((line) => `        ${line}`),
    '        types { }',
    '        charset utf-8;',
    '        charset_types text/html application/json;',
    ...locations,
    '    }',
  ].join('\n')
}

export async function frontBar({ progress, base }) {
  const paths = frontPaths()
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'ohc-front-static-'))
  // The site as it runs behind nginx: the client's address through one hop, nginx compressing.
  const site = await startNext({ base, env: { OHC_TRUSTED_PROXIES: '1', OHC_COMPRESS: 'off' } })
  let nginx
  try {
    // The same bytes the site sends, read once from it (plain: nginx compresses both alike).
    const files = []
    for (const pathname of paths) {
      const response = await fetch(site.base + pathname, { headers: { 'accept-encoding': 'identity' } })
      const body = Buffer.from(await response.arrayBuffer())
      const contentType = response.headers.get('content-type') ?? 'text/html'
      const file = fileFor(pathname, contentType)
      mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true })
      writeFileSync(path.join(staticDir, file), body)
      files.push({ pathname, file, contentType, bytes: body.length, status: response.status })
    }
    const staticPort = await freePort()
    nginx = await startNginx({ upstreams: [new URL(site.base).host], extra: staticServer(staticPort, staticDir, files) })
    const staticBase = `http://127.0.0.1:${staticPort}`
    const results = []
    for (const { pathname, bytes, status } of files) {
      // Fill the cache, then see that it answers. With the headers of the load: an answer that
      // varies on Accept-Encoding is kept per value, and fetch's own default is another value.
      await (await fetch(nginx.url + pathname, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
      const warmed = await fetch(nginx.url + pathname, { headers: { 'accept-encoding': 'gzip' } })
      const cacheStatus = warmed.headers.get('x-cache-status')
      const encoding = warmed.headers.get('content-encoding')
      await warmed.arrayBuffer()
      const plainCopy = await fetch(staticBase + pathname, { headers: { 'accept-encoding': 'gzip' } })
      const staticEncoding = plainCopy.headers.get('content-encoding')
      await plainCopy.arrayBuffer()
      const cached = []
      const plain = []
      const row = { path: pathname, status, bytes, cacheStatus, encoding, staticEncoding }
      try {
        for (let round = 1; round <= ROUNDS; round++) {
          progress(`front: ${pathname} round ${round}/${ROUNDS} (nginx cache, then static files)`)
          cached.push(await load(nginx.url + pathname, LOAD))
          plain.push(await load(staticBase + pathname, LOAD))
        }
        const cacheRps = median(cached.map((r) => r.rps))
        const staticRps = median(plain.map((r) => r.rps))
        const ratio = staticRps ? cacheRps / staticRps : null
        const missed = []
        if (ratio == null || ratio < 0.5) missed.push(`ratio ${num(ratio, 2)} < 0.5`)
        const failures = cached.reduce((n, r) => n + r.non2xx + r.errors, 0)
        if (failures) missed.push(`${failures} non-2xx or errors`)
        if (cacheStatus !== 'HIT') missed.push(`X-Cache-Status ${cacheStatus} after warming`)
        // Both must send the same kind of bytes, or the comparison is off.
        if (encoding !== staticEncoding) missed.push(`cache sends ${encoding ?? 'plain'}, static ${staticEncoding ?? 'plain'}`)
        results.push({ ...row, cached, static: plain, cacheRps, staticRps, ratio, missed })
      } catch (error) {
        results.push({ ...row, cached, static: plain, ratio: null, missed: [`load failed: ${error.message}`] })
      }
    }
    const spread = (runs) => (runs.length ? `${int(Math.min(...runs.map((r) => r.rps)))}–${int(Math.max(...runs.map((r) => r.rps)))}` : '—')
    return {
      section: {
        title: 'The cache in front (nginx)',
        bars:
          `nginx (docs/nginx-site.conf, one worker) with its cache in front of \`next start\` (OHC_COMPRESS=off) against the same nginx serving the bytes the site sent as static files; ` +
          `autocannon, ${LOAD.connections} connections, Accept-Encoding: gzip, ${ROUNDS} rounds of ${LOAD.duration} s per server taken in turns; ` +
          'req/s is the median of the rounds (each the median of its per-second samples), the spread their lowest–highest. Bar: cache/static ≥ 0.5.',
        columns: [
          ['path', 'l'],
          ['KB (plain)', 'r'],
          ['cache, encoding (cache / static)', 'l'],
          ['cache req/s', 'r'],
          ['spread', 'r'],
          ['static req/s', 'r'],
          ['spread', 'r'],
          ['ratio', 'r'],
          ['cache p95 ms', 'r'],
          ['result', 'l'],
        ],
        rows: results.map((r) => [
          r.path,
          (r.bytes / 1024).toFixed(1),
          `${r.cacheStatus ?? '—'}, ${r.encoding ?? 'plain'} / ${r.staticEncoding ?? 'plain'}`,
          int(r.cacheRps),
          spread(r.cached),
          int(r.staticRps),
          spread(r.static),
          num(r.ratio, 2),
          r.cached.length ? num(median(r.cached.map((c) => c.p95)), 1) : '—',
          verdict(r.missed),
        ]),
      },
      data: { load: LOAD, rounds: ROUNDS, paths: results },
    }
  } finally {
    await nginx?.stop()
    await site.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}
