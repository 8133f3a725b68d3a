// The empty page the performance bars are measured against (absolute figures move from run to run
// on a shared machine, a ratio within one run does not): a one-page Next.js app
// with no code of its own ("<p>hi</p>"), built with the site's own `next` and `react` (its
// node_modules are a symlink to web/node_modules), so what the site costs above it is its own.
// It also has an empty route handler, POST /api/empty (reads the JSON body, answers {ok:true}):
// what the framework costs a write, the reference of the opening bench's entry POST.
// Used by framework-floor.mjs and run.mjs.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { WEB } from './pages.mjs'

/** The floor app's empty route handler, POST /api/empty. */
const EMPTY_ROUTE = 'app/api/empty/route.ts'

const versionIn = (modules, name) => JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version

/** The `next` and `react` versions installed for the site. */
export function siteVersions() {
  const modules = path.join(WEB, 'node_modules')
  return { next: versionIn(modules, 'next'), react: versionIn(modules, 'react') }
}

/**
 * Builds the empty app in `dir` (a new temporary folder when not given). A folder that already
 * holds a build (.next/BUILD_ID) is reused as it is, which saves a minute per run while developing.
 * Returns { dir, built, temporary, versions }; `versions` are those the floor resolves, which differ
 * from the site's only when a reused folder links to another install.
 */
export function buildFloor({ dir, log = console.log } = {}) {
  const temporary = !dir
  const folder = dir ? path.resolve(dir) : mkdtempSync(path.join(os.tmpdir(), 'ohc-floor-'))
  // A folder built before the app had its route handler is built again.
  const reuse = existsSync(path.join(folder, '.next', 'BUILD_ID')) && existsSync(path.join(folder, EMPTY_ROUTE))
  if (!reuse) {
    mkdirSync(path.join(folder, path.dirname(EMPTY_ROUTE)), { recursive: true })
    if (!existsSync(path.join(folder, 'node_modules'))) symlinkSync(path.join(WEB, 'node_modules'), path.join(folder, 'node_modules'))
    writeFileSync(path.join(folder, 'package.json'), '{"name":"floor","private":true,"type":"module"}\n')
    // The packages live outside this folder (the symlink), so Turbopack's root must contain both.
    writeFileSync(path.join(folder, 'next.config.mjs'), "export default { turbopack: { root: '/' } }\n")
    writeFileSync(
      path.join(folder, 'app/layout.tsx'),
      'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
    )
    writeFileSync(path.join(folder, 'app/page.tsx'), 'export default function Page() {\n  return <p>hi</p>\n}\n')
    writeFileSync(
      path.join(folder, EMPTY_ROUTE),
      'export async function POST(request: Request) {\n  await request.json()\n  return Response.json({ ok: true })\n}\n',
    )
    log(`Building the empty Next.js ${siteVersions().next} app in ${folder} …`)
    execFileSync(process.execPath, [nextBin(folder), 'build'], {
      cwd: folder,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
  }
  const modules = path.join(folder, 'node_modules')
  return { dir: folder, built: !reuse, temporary, versions: { next: versionIn(modules, 'next'), react: versionIn(modules, 'react') } }
}

// The folder's own `next` (through its symlink), so a reused folder starts with what it was built with.
const nextBin = (folder) => path.join(folder, 'node_modules/next/dist/bin/next')

/** `next start` on the built floor app, on loopback. Returns { base, stop }. */
export async function startFloor(dir) {
  const port = 3800 + Math.floor(Math.random() * 90)
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [nextBin(dir), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const stop = () =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
    )
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error('next start of the empty app did not answer within 30 s')
}

/** Removes the floor folder when buildFloor made it; a folder passed in is left as it is. */
export function removeFloor(floor) {
  if (floor?.temporary) rmSync(floor.dir, { recursive: true, force: true })
}
