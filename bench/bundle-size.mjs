#!/usr/bin/env node
// Page weight: for every sample path of the route table, the first-load JavaScript
// (weight.mjs: every script the HTML loads from /_next/, each gzipped; not the noModule polyfills)
// and the HTML itself, raw and gzipped. Prints figures; asserts nothing. The bars are relative to
// an empty Next.js page (JS ≤ its + 8 KB): `node bench/run.mjs --only js,html` measures both in one run.
//
//   node bench/bundle-size.mjs [--base http://127.0.0.1:3000]   (default: starts `next start` itself)
import { gzipSync } from 'node:zlib'
import { parseArgs, routeSamples, startNext } from './pages.mjs'
import { firstLoadJs } from './weight.mjs'

const args = parseArgs()
const { base, stop } = await startNext({ base: args.base })
const chunkSizes = new Map()

const kb = (n) => (n / 1024).toFixed(1)
try {
  console.log(
    'path'.padEnd(48),
    'status'.padStart(6),
    'JS files'.padStart(9),
    'JS KB gz'.padStart(9),
    'HTML KB'.padStart(8),
    'HTML KB gz'.padStart(11),
  )
  let worstJs = 0
  for (const { sample, signedIn } of routeSamples()) {
    if (sample.startsWith('/ohc-admin')) continue
    for (const path of [sample]) {
      const response = await fetch(base + path, { redirect: 'follow' })
      const html = await response.text()
      const { files, gzip: js } = await firstLoadJs(base, html, chunkSizes)
      worstJs = Math.max(worstJs, js)
      const label = signedIn ? `${path} (signed out → ${new URL(response.url).pathname})` : path
      console.log(
        label.padEnd(48),
        String(response.status).padStart(6),
        String(files).padStart(9),
        kb(js).padStart(9),
        kb(Buffer.byteLength(html)).padStart(8),
        kb(gzipSync(html, { level: 9 }).length).padStart(11),
      )
    }
  }
  console.log(
    `\nLargest first-load JS: ${kb(worstJs)} KB gzip (bar: the empty page's + 8 KB; / HTML ≤ 20 KB, /sites ≤ 150 KB). Gzip level 9, as a CDN would send it.`,
  )
} finally {
  await stop()
}
