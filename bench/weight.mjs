// Page weight, measured one way for the site and the empty page: the first-load
// JavaScript is every /_next/ script the HTML loads, each gzipped at level 9 (what a CDN would
// send); noModule scripts are left out, since a current browser never loads them.
import { gzipSync } from 'node:zlib'

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

/** The /_next/ script URLs of a page's HTML, in order, without repeats. */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script([^>]+)>/g)].map((m) => m[1]).filter((attrs) => !/noModule/i.test(attrs))
  return [...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((src) => src?.startsWith('/_next/')))]
}

/** Measures first-load JS; `cache` (a Map) keeps the size of a chunk several pages share. */
export async function firstLoadJs(base, html, cache = new Map()) {
  const scripts = scriptsOf(html)
  let total = 0
  for (const src of scripts) {
    const url = base + src
    if (!cache.has(url)) cache.set(url, gzip(Buffer.from(await (await fetch(url)).arrayBuffer())))
    total += cache.get(url)
  }
  return { files: scripts.length, gzip: total }
}

/** A page's HTML as a browser receives it (redirects followed), with its status and final path. */
export async function getPage(base, pathname) {
  const response = await fetch(base + pathname, { redirect: 'follow' })
  return { status: response.status, finalPath: new URL(response.url).pathname, html: await response.text() }
}

export const htmlSize = (html) => ({ raw: Buffer.byteLength(html), gzip: gzip(html) })

/**
 * How much of the HTML is the RSC payload (the inline scripts that push to `self.__next_f`, which
 * React reads to hydrate) and how much is the markup around it, each raw and gzipped on its own.
 */
export function rscSplit(html) {
  const payload = []
  const markup = html.replace(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g, (script, body) =>
    body.includes('self.__next_f') ? (payload.push(script), '') : script,
  )
  return { scripts: payload.length, rsc: htmlSize(payload.join('')), markup: htmlSize(markup), total: htmlSize(html) }
}
