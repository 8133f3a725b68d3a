#!/usr/bin/env node
// Every performance bar (docs/decisions.md lists them) in one run, each against what the framework
// itself costs in the same run on the same machine: the empty Next.js page (floor.mjs), Lighthouse,
// first-load JavaScript, HTML size and RSC share, throughput against a bare Node server. Prints one
// Markdown table per bar, each row "met" or "not met", and writes everything to
// bench/results/<time>.json. Prints figures; asserts nothing (the exit code does not depend on the
// bars).
//
//   node bench/run.mjs [--runs 5] [--only lighthouse,js,html,throughput,waits,opening,entry,writes,planner,front,paging]
//                      [--base URL]
//                      [--floor-dir DIR] [--chrome /usr/bin/chromium] [--scale [10,100]]
//                      [--scale-timeout MINUTES] [--paging-dataset FILE]
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { htmlBar, jsBar, rscFigures } from './bar-weight.mjs'
import { frontBar } from './bar-front.mjs'
import { lighthouseBar } from './bar-lighthouse.mjs'
import { openingBar } from './bar-opening.mjs'
import { writesBar } from './bar-writes.mjs'
import { openingOnPostgres } from './bar-opening-pg.mjs'
import { demoBallotSessions, openingMoment } from './ballot-sessions.mjs'
import { pagingBar } from './bar-paging.mjs'
import { plannerBar } from './bar-planner.mjs'
import { scaleBar } from './bar-scale.mjs'
import { throughputBar } from './bar-throughput.mjs'
import { waitsBar } from './bar-waits.mjs'
import { buildFloor, removeFloor, siteVersions, startFloor } from './floor.mjs'
import { LIGHTHOUSE } from './lighthouse-run.mjs'
import { ROOT, parseArgs, startNext } from './pages.mjs'
import { formatMachine, formatSection, machineFacts } from './report.mjs'

const ALL = ['lighthouse', 'js', 'html', 'throughput']
const args = parseArgs()
const only = args.only ? args.only.split(',').map((s) => s.trim()) : ALL
// "scale" is not among the defaults: it builds the site once per dataset; nor "waits" (hosts'
// reports against visitors, about three minutes on a server of its own), nor "opening" (ballot
// entries at the rate a reservation opening peaks, about five minutes on a server of its own), nor
// "planner" ("plan my day" on seeded random days, in a process of its own, no server), nor "front"
// (nginx's cache in front against nginx serving static files, about two minutes), nor "paging"
// (the paged sites API on a generated ×10 dataset, about a minute and a half), nor "writes"
// (members' itinerary writes at 100 clients, about two and a half minutes on servers of its own),
// nor "entry" (the opening bench's entry POST against the empty POST alone, about two minutes).
const EXTRA = ['scale', 'waits', 'opening', 'entry', 'writes', 'planner', 'front', 'paging']
const unknown = only.filter((s) => ![...ALL, ...EXTRA].includes(s))
const scale = args.scale ?? (only.includes('scale') ? 'true' : undefined)
if (unknown.length) {
  console.error(`--only takes ${[...ALL, ...EXTRA].join(',')}; not: ${unknown.join(',')}`)
  process.exit(2)
}
const runs = Math.max(1, Number(args.runs ?? 5))
const chrome = args.chrome ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const wants = (part) => only.includes(part)
// Progress goes to stderr, so stdout is the report alone and can be pasted as it is.
const progress = (line) => process.stderr.write(`… ${line}\n`)
const print = (section) => console.log(formatSection(section))

const startedAt = new Date()
const versions = siteVersions()
const machine = machineFacts({ versions, chrome, lighthouse: LIGHTHOUSE })
const result = {
  startedAt: startedAt.toISOString(),
  options: { only, runs, base: args.base ?? null, floorDir: args['floor-dir'] ?? null, scale: scale ?? null },
  machine,
}
console.log(`# Performance bars, ${result.startedAt}\n`)
console.log(formatMachine(machine))

let site
let floor
let floorServer
try {
  if (ALL.some(wants)) {
    site = await startNext({ base: args.base })
    result.site = site.base
  }
  // The empty page is needed by the bars that are relative to it: Lighthouse and first-load JS,
  // and it is the framework's own figure beside the throughput table; its empty route handler is
  // the opening bench's reference.
  if (wants('lighthouse') || wants('js') || wants('throughput') || wants('opening') || wants('entry')) {
    floor = buildFloor({ dir: args['floor-dir'], log: progress })
    floorServer = await startFloor(floor.dir)
    result.floor = { dir: floor.dir, built: floor.built, versions: floor.versions, base: floorServer.base }
    const same = floor.versions.next === versions.next && floor.versions.react === versions.react
    print({
      title: 'Empty page (the floor)',
      bars: `A one-page Next.js app with no code of its own ("<p>hi</p>"), ${floor.built ? 'built in this run' : 'reused'} in ${floor.dir}, served by \`next start\`.`,
      notes: [
        `next ${floor.versions.next}, react ${floor.versions.react}${same ? ' (the same as the site)' : ` — NOT the site's next ${versions.next} / react ${versions.react}: the comparison is off`}.`,
      ],
    })
  }

  // Cheap and quiet first; the load test last, so its heat and its caches touch nothing else.
  if (wants('js')) {
    const { section, data } = await jsBar({ site: site.base, floor: floorServer.base, progress })
    result.js = data
    print(section)
  }
  if (wants('html')) {
    const html = await htmlBar({ site: site.base })
    const rsc = await rscFigures({ site: site.base })
    result.html = html.data
    result.rsc = rsc.data
    print(html.section)
    print(rsc.section)
  }
  if (wants('lighthouse')) {
    const { section, data } = await lighthouseBar({ site: site.base, floor: floorServer.base, runs, chrome, progress })
    result.lighthouse = data
    print(section)
  }
  // The empty app has served its purpose; an idle server still holds memory during the load test.
  await floorServer?.stop()
  floorServer = undefined
  if (wants('throughput')) {
    // The empty page loaded the same way: how near the bare server the framework itself comes.
    floorServer = floor ? await startFloor(floor.dir) : undefined
    const { section, data } = await throughputBar({ site: site.base, floor: floorServer?.base, progress })
    await floorServer?.stop()
    floorServer = undefined
    result.throughput = data
    print(section)
  }
  if (wants('waits')) {
    const { section, data } = await waitsBar({ progress })
    result.waits = data
    print(section)
  }
  if (wants('planner')) {
    const { section, data } = await plannerBar({ progress })
    result.planner = data
    print(section)
  }
  if (wants('front')) {
    const { section, data } = await frontBar({ progress, base: args.base })
    result.front = data
    print(section)
  }
  if (wants('paging')) {
    // Its own server, on the generated dataset; the site started above would only hold memory meanwhile.
    await site?.stop()
    site = undefined
    const { section, data } = await pagingBar({ file: args['paging-dataset'], progress })
    result.paging = data
    print(section)
  }
  if (wants('opening')) {
    // Its own server and fresh database; the site started above would only hold memory meanwhile.
    await site?.stop()
    site = undefined
    const { sections, data } = await openingBar({ floorDir: floor.dir, progress })
    result.opening = data
    sections.forEach(print)
    const onPostgres = await openingOnPostgres({ ...openingMoment(demoBallotSessions()), progress })
    result.openingOnPostgres = onPostgres.data
    print(onPostgres.section)
  }
  if (wants('entry') && !wants('opening')) {
    // The opening bench's closed-loop part alone: the entry POST against the empty POST.
    await site?.stop()
    site = undefined
    const { sections, data } = await openingBar({ floorDir: floor.dir, progress, closedOnly: true })
    result.entry = data
    sections.forEach(print)
  }
  if (wants('writes')) {
    await site?.stop()
    site = undefined
    const { section, data } = await writesBar({ progress })
    result.writes = data
    print(section)
  }
  // Last and only when asked: it builds the site again per dataset (×100 takes a long while).
  if (scale) {
    await site?.stop()
    site = undefined
    const factors = (scale === 'true' ? '10,100' : scale).split(',').map(Number)
    if (factors.some((f) => !Number.isFinite(f) || f <= 0)) throw new Error(`--scale takes factors such as 10,100; not: ${scale}`)
    const { sections, data } = await scaleBar({ factors, timeoutMinutes: Number(args['scale-timeout'] ?? 40), progress })
    result.scale = data
    sections.forEach(print)
  } else {
    result.scale = { skipped: '--scale not given' }
    print({ title: 'Scale', bars: 'skipped (--scale not given): `--scale 10,100` builds and measures the generated datasets.' })
  }
} catch (error) {
  result.error = String(error?.stack ?? error)
  console.error(error)
  process.exitCode = 1
} finally {
  await floorServer?.stop()
  removeFloor(floor)
  await site?.stop()
  result.finishedAt = new Date().toISOString()
  // ISO 8601 basic format (no colons), so the name is a valid file name everywhere.
  const file = path.join(ROOT, 'bench/results', `${startedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}.json`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`Everything above, and every run's figures: ${path.relative(process.cwd(), file)}`)
}
