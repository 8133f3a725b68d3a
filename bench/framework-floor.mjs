#!/usr/bin/env node
// The floor under the first-load JavaScript bar: the same Next.js and React as web/, building an
// app of one static page with no client code of its own ("<p>hi</p>"), measured the way
// bundle-size.mjs measures the site (each /_next/static script of the HTML, gzip level 9). What the
// site loads above this figure is its own. Builds in a temporary folder; prints; asserts nothing.
//
//   node bench/framework-floor.mjs
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { WEB } from './pages.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-floor-'))
const next = path.join(WEB, 'node_modules/next/dist/bin/next')
let child
try {
  mkdirSync(path.join(dir, 'app'))
  symlinkSync(path.join(WEB, 'node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), '{"name":"floor","private":true,"type":"module"}\n')
  // The packages live outside this folder (the symlink), so Turbopack's root must contain both.
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } }\n")
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
  )
  writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <p>hi</p>\n}\n')
  const version = JSON.parse(readFileSync(path.join(WEB, 'node_modules/next/package.json'), 'utf8')).version
  console.log(`Building a one-page Next.js ${version} app in ${dir} …`)
  execFileSync(process.execPath, [next, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })

  const port = 3800 + Math.floor(Math.random() * 90)
  const base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore' })
  let html
  for (let i = 0; i < 120 && html === undefined; i += 1) {
    html = await fetch(base).then(
      (r) => (r.ok ? r.text() : undefined),
      () => undefined,
    )
    if (html === undefined) await new Promise((r) => setTimeout(r, 250))
  }
  if (html === undefined) throw new Error('next start did not answer within 30 s')
  const tags = [...html.matchAll(/<script([^>]+)>/g)].map((m) => m[1]).filter((attrs) => !/noModule/i.test(attrs))
  const scripts = [...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((src) => src?.startsWith('/_next/')))]
  let total = 0
  for (const src of scripts) total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer()), { level: 9 }).length
  console.log(
    `First-load JS of an empty Next.js ${version} page: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (the site's bar: 130 KB).`,
  )
} finally {
  child?.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}
