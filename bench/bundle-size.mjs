#!/usr/bin/env node
// Page weight (DESIGN §9): for every sample path of the route table, the first-load JavaScript
// (every script the HTML loads from /_next/static, each gzipped; not the noModule polyfills) and the HTML itself gzipped,
// against the bars: JS ≤ 130 KB gzip, /sites HTML ≤ 150 KB gzip. Prints figures; asserts nothing.
//
//   node bench/bundle-size.mjs [--base http://127.0.0.1:3000]   (default: starts `next start` itself)
import { gzipSync } from 'node:zlib'
import { parseArgs, routeSamples, startNext } from './pages.mjs'

const args = parseArgs()
const { base, stop } = await startNext({ base: args.base })
const chunkSizes = new Map()

async function gzipOf(url) {
  if (!chunkSizes.has(url)) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer())
    chunkSizes.set(url, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
  }
  return chunkSizes.get(url)
}

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
      // noModule scripts (the legacy polyfills) are never loaded by a current browser.
      const tags = [...html.matchAll(/<script([^>]+)>/g)].map((m) => m[1]).filter((attrs) => !/noModule/i.test(attrs))
      const scripts = [...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((src) => src?.startsWith('/_next/')))]
      let js = 0
      for (const src of scripts) js += (await gzipOf(base + src)).gzip
      worstJs = Math.max(worstJs, js)
      const label = signedIn ? `${path} (signed out → ${new URL(response.url).pathname})` : path
      console.log(
        label.padEnd(48),
        String(response.status).padStart(6),
        String(scripts.length).padStart(9),
        kb(js).padStart(9),
        kb(Buffer.byteLength(html)).padStart(8),
        kb(gzipSync(html, { level: 9 }).length).padStart(11),
      )
    }
  }
  console.log(`\nLargest first-load JS: ${kb(worstJs)} KB gzip (bar: 130 KB). Gzip level 9, as a CDN would send it.`)
} finally {
  await stop()
}
