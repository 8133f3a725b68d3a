// Shared by the page benchmarks: start `next start` on loopback (or use --base URL), and the
// sample paths of the route table (web/src/kernel/page-table/table.ts), read from its text so they stay true.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const WEB = path.join(ROOT, 'web')

export function parseArgs(argv = process.argv.slice(2)) {
  const out = {}
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '')
    const value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[(i += 1)] : 'true'
    out[key] = value
  }
  return out
}

/** Every sample path of the route table: [{ sample, template, signedIn }]. */
export function routeSamples() {
  const text = readFileSync(path.join(WEB, 'src/kernel/page-table/table.ts'), 'utf8')
  const centre = [...(/CENTRE_PAGES = \[([\s\S]*?)\]/.exec(text)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => ({
    sample: `/${m[1]}`,
    template: 'page',
  }))
  const rows = [...text.matchAll(/\{[^{}]*?template: '([\w-]+)'[^{}]*?sample: '([^']+)'([^{}]*?)\}/g)]
    .map((m) => ({
      sample: m[2],
      template: m[1],
      signedIn: /signedIn: true/.test(m[3]),
      madeByTest: /sampleMadeByTest: true/.test(m[3]),
    }))
    .filter((r) => !r.madeByTest)
  return [...rows.slice(0, 2), ...centre, ...rows.slice(2)]
}

/** `next start` on a free loopback port; `distDir` (relative to web/) serves another build than web/.next. */
export async function startNext({ base, env = {}, distDir } = {}) {
  if (base) return { base, stop: async () => {} }
  if (!existsSync(path.join(WEB, distDir ?? '.next', 'BUILD_ID'))) {
    console.error('No production build in web/.next: run `npm test` once first (npm start builds into web/.next-demo).')
    process.exit(2)
  }
  const port = 3900 + Math.floor(Math.random() * 90)
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    // "localhost", as `npm start` has it: Next compares a proxy rewrite's origin (always spelled
    // "localhost") with the hostname it was started with; with "127.0.0.1" every filtered /sites
    // would be fetched over HTTP by the server itself, a cost production does not pay.
    [path.join(WEB, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
    {
      cwd: WEB,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', OHC_SITE_URL: url, ...(distDir ? { OHC_DIST_DIR: distDir } : {}), ...env },
      stdio: 'ignore',
    },
  )
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))
  // A large generated dataset takes a while to load before the first answer.
  for (let i = 0; i < 240 * (env.OHC_DATASET ? 10 : 1); i += 1) {
    if (
      await fetch(`${url}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base: url, stop, pid: child.pid }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error('next start did not answer in time')
}
