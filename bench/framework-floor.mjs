#!/usr/bin/env node
// The floor under the first-load JavaScript bar: the same Next.js and React as web/, building an
// app of one static page with no client code of its own ("<p>hi</p>", floor.mjs), measured the way
// the site is measured (weight.mjs: each /_next/ script of the HTML, gzip level 9). What the site
// loads above this figure is its own. Builds in a temporary folder (or reuses --floor-dir); prints;
// asserts nothing. bench/run.mjs measures the same floor and compares the site with it in one run.
//
//   node bench/framework-floor.mjs [--floor-dir DIR]
import { buildFloor, removeFloor, startFloor } from './floor.mjs'
import { parseArgs } from './pages.mjs'
import { firstLoadJs, getPage } from './weight.mjs'

const args = parseArgs()
let floor
let server
try {
  floor = buildFloor({ dir: args['floor-dir'] })
  server = await startFloor(floor.dir)
  const js = await firstLoadJs(server.base, (await getPage(server.base, '/')).html)
  console.log(
    `First-load JS of an empty Next.js ${floor.versions.next} page: ${(js.gzip / 1024).toFixed(1)} KB gzip in ${js.files} files ` +
      `(the site's bar: this + 8 KB).`,
  )
} finally {
  await server?.stop()
  removeFloor(floor)
}
