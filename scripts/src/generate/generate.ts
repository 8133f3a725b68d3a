// Generates the demo dataset: plans the world, builds every document family, and writes them in `_id`
// order to DIR/dataset.ndjson, with the pictures in DIR/images and a manifest beside them.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { YEAR_RANGE } from '@ohc/schemas/names'
import { buildExhibitions, buildMembershipLevels } from './centre'
import type { Context, Doc, GeneratorOptions } from './context'
import { buildEventsForYear } from './events'
import { buildFestival } from './festivals'
import { assetDocument, createImagePool, imageFileName } from './images'
import { Tally, generatorVersion, type Manifest } from './manifest'
import { NdjsonWriter } from './ndjson'
import { buildNeighborhood } from './neighborhoods'
import { buildPages } from './pages/index'
import { planWorld } from './plan'
import { buildPoi, planPois } from './pois'
import { rngFactory } from './random'
import { buildSettings } from './settings'
import { buildSite } from './sites'
import { assignDemoEventBallot, ballotLine, demoTourBallots } from './demo-ballots'
import { assignDemoHosts, DEMO_HOST_EMAIL } from './demo-hosts'
import { buildPartner, buildSponsor, planPartners, planSponsors } from './sponsors'
import { buildCityTours, buildSiteTour, planSiteTours } from './tours'
import { buildTrails } from './trails'
import { addDays, festivalWeekend, weekdayOf } from './time'

export interface GenerateOptions extends GeneratorOptions {
  outDir: string
  log?: (line: string) => void
}

/** Archived years: three at scale 1, three times the scale beyond that, never before YEAR_RANGE.min. */
export function festivalYears(currentYear: number, scale: number): number[] {
  const wanted = Math.max(0, Math.round(3 * Math.max(1, scale)))
  const first = Math.max(YEAR_RANGE.min, currentYear - wanted)
  const years: number[] = []
  for (let y = first; y <= currentYear; y++) years.push(y)
  return years
}

/** The weekend of each festival year: mid-October, but for a current festival whose Saturday was given. */
function festivalWeekends(options: GeneratorOptions): (year: number) => { saturday: string; sunday: string } {
  const saturday = options.currentSaturday
  if (saturday === undefined) return festivalWeekend
  if (weekdayOf(saturday) !== 'saturday' || Number(saturday.slice(0, 4)) !== options.currentYear)
    throw new Error(`the current festival must start on a Saturday of ${options.currentYear}, got ${saturday}`)
  const current = { saturday, sunday: addDays(saturday, 1) }
  return (year) => (year === options.currentYear ? current : festivalWeekend(year))
}

export function createContext(options: GeneratorOptions): Context {
  const rng = rngFactory(options.seed)
  const years = festivalYears(options.currentYear, options.scale)
  return {
    ...options,
    years,
    archivedYears: years.filter((y) => y < options.currentYear),
    rng,
    images: createImagePool(rng),
    weekend: festivalWeekends(options),
  }
}

const byId = (a: Doc, b: Doc) => (a._id < b._id ? -1 : 1)

export function generate(options: GenerateOptions): Manifest {
  const log = options.log ?? (() => {})
  const ctx = createContext(options)
  const current = ctx.weekend(ctx.currentYear)
  log(`planning ${ctx.years.length} festival years (${ctx.years[0]}–${ctx.currentYear}), seed "${ctx.seed}", scale ${ctx.scale}`)
  log(`the current festival is on ${current.saturday} and ${current.sunday}`)
  const world = planWorld(ctx)
  const pois = planPois(ctx, world.neighborhoods)
  const sponsors = planSponsors()
  const partners = planPartners()
  log(`planned ${world.sites.length} sites in ${world.neighborhoods.length} neighborhoods, ${pois.length} points of interest`)

  // Small families are built up front; logos are drawn here, so the picture pool is complete before
  // the image assets are written.
  const organisationDocs = [...sponsors.map((s) => buildSponsor(ctx, s)), ...partners.map((p) => buildPartner(ctx, p))]
  const cityTours = buildCityTours(ctx).sort(byId)
  const siteTours = planSiteTours(ctx, world)
  const { trails, stops } = buildTrails(ctx, world, pois)
  const drawings = ctx.images.all()

  mkdirSync(join(options.outDir, 'images'), { recursive: true })
  const writer = new NdjsonWriter(join(options.outDir, 'dataset.ndjson'))
  const tally = new Tally()
  const emit = (doc: Doc) => {
    writer.write(doc)
    tally.add(doc)
  }
  try {
    // Families in the order of their `_id` prefixes, each sorted within itself.
    for (const year of ctx.years) {
      const events = buildEventsForYear(ctx, world, year)
      const ballot = year === ctx.currentYear && assignDemoEventBallot(events, current)
      events.forEach(emit)
      log(`events ${year}: ${events.length}${ballot ? ' (one booked by ballot)' : ''}`)
      if (ballot) events.map(ballotLine).forEach((line) => line && log(`ballot: ${line}`))
    }
    buildExhibitions(ctx).forEach(emit)
    ctx.years.forEach((y) => emit(buildFestival(ctx, world, y, sponsors, partners)))
    drawings.forEach((d) => emit(assetDocument(d)))
    buildMembershipLevels().forEach(emit)
    world.neighborhoods
      .map((n) => buildNeighborhood(ctx, world, n))
      .sort(byId)
      .forEach(emit)
    buildPages(ctx, world).forEach(emit)
    organisationDocs
      .filter((d) => d._type === 'partner')
      .sort(byId)
      .forEach(emit)
    pois.forEach((p) => emit(buildPoi(ctx, p)))
    emit(buildSettings(ctx))
    const sites = world.sites.map((s) => buildSite(ctx, world, s))
    const hosted = assignDemoHosts(ctx, sites)
    sites.forEach(emit)
    log(`sites: ${world.sites.length} (${hosted} with the demo host ${DEMO_HOST_EMAIL})`)
    organisationDocs
      .filter((d) => d._type === 'sponsor')
      .sort(byId)
      .forEach(emit)
    stops.forEach(emit)
    // City tours and site tours share the `tour.` prefix: merge the two sorted runs.
    let city = 0
    const giveBallot = demoTourBallots(ctx)
    let tourBallots = 0
    for (const plan of siteTours) {
      while (city < cityTours.length && (cityTours[city] as Doc)._id < plan.id) emit(cityTours[city++] as Doc)
      const tour = buildSiteTour(ctx, plan)
      const given = giveBallot(tour)
      if (given > tourBallots) log(`ballot: ${ballotLine(tour) ?? tour._id}`)
      tourBallots = given
      emit(tour)
    }
    cityTours.slice(city).forEach(emit)
    log(`site tours: ${siteTours.length} (${tourBallots} with a session booked by ballot)`)
    trails.forEach(emit)
  } catch (error) {
    writer.abort()
    throw error
  }
  if (ctx.images.all().length !== drawings.length) throw new Error('a picture was drawn after the image assets were written')
  const dataset = writer.close()

  const imageDir = join(options.outDir, 'images')
  const wanted = new Set(drawings.map(imageFileName))
  for (const file of readdirSync(imageDir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(imageDir, file))
  }
  for (const d of drawings) writeFileSync(join(imageDir, imageFileName(d)), d.svg)

  const manifest: Manifest = {
    generatorVersion: generatorVersion(),
    seed: ctx.seed,
    scale: ctx.scale,
    currentYear: ctx.currentYear,
    // Only a festival the generation date chose is recorded: a year's own weekend follows from the year.
    ...(ctx.currentSaturday === undefined ? {} : { festival: current }),
    years: ctx.years,
    documents: dataset.count,
    counts: tally.sorted(),
    images: drawings.length,
    dataset: { file: 'dataset.ndjson', bytes: dataset.bytes, sha1: dataset.sha1 },
  }
  writeFileSync(join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  log(`wrote ${dataset.count} documents (${dataset.bytes} bytes) and ${drawings.length} images`)
  return manifest
}
