import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDataset, isObject, type TestDocument } from '../test-support'
import { formatProblem, type Problem } from './problems'
import { validateText, type ValidationResult } from './validate'

// Sanity's validator takes several seconds over the whole demo dataset on a small machine.
const SLOW = 180_000

const d = generateDataset()
const scratch = mkdtempSync(join(tmpdir(), 'ohc-validate-'))
afterAll(() => {
  d.remove()
  rmSync(scratch, { recursive: true, force: true })
})

const clone = (doc: TestDocument): TestDocument => structuredClone(doc)
const toText = (docs: readonly TestDocument[]) => `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`
const errorsOf = (result: ValidationResult) => result.problems.filter((p) => p.level === 'error')
const place = (p: Problem) => `${p.id} ${p.path}`

describe('validate: the generated demo dataset', () => {
  it(
    'passes with no errors and no warnings',
    async () => {
      const result = await validateText(d.text, { imagesDir: join(d.dir, 'images') })
      expect(result.problems.map(formatProblem)).toEqual([])
      expect(result.documents).toBe(d.documents.length)
    },
    SLOW,
  )
})

describe('validate: a copy with deliberate defects', () => {
  const sites = d.ofType('site').filter((s) => Array.isArray(s.editions) && s.editions.length >= 2)
  const [unnamed, badHours, twiceAYear, slugTwin, slugOwner, mistranslated] = sites
  const event = d.ofType('event').find((e) => isObject(e.venue) && isObject(e.venue.site))
  const poi = d.ofType('pointOfInterest')[0]
  const asset = d.ofType('sanity.imageAsset')[0]
  // The demo's ballots (scripts/src/generate/demo-ballots.ts): the first session of each tour, and one event.
  const ballotTours = d
    .ofType('tour')
    .filter((t) => Array.isArray(t.sessions) && t.sessions.some((s) => isObject(s) && s.booking === 'ballot'))
  const [misordered, leftBehind] = ballotTours
  const unfilled = d
    .ofType('event')
    .find((e) => e.year === 2026 && isObject(e.registration) && e.registration.required === true && !e.registration.booking)
  let result: ValidationResult
  let imagesDir: string

  beforeAll(async () => {
    if (
      !unnamed ||
      !badHours ||
      !twiceAYear ||
      !slugTwin ||
      !slugOwner ||
      !event ||
      !poi ||
      !asset ||
      !misordered ||
      !leftBehind ||
      !unfilled ||
      !mistranslated
    )
      throw new Error('the demo dataset lacks the documents this test doctors')
    const broken = new Map<string, TestDocument>()
    const edit = (doc: TestDocument, change: (copy: TestDocument) => void) => {
      const copy = clone(doc)
      change(copy)
      broken.set(copy._id, copy)
    }
    edit(event, (e) => {
      ;(e.venue as { site: { _ref: string } }).site._ref = 'site.does-not-exist'
    })
    edit(unnamed, (s) => {
      delete s.name
    })
    edit(badHours, (s) => {
      const hours = (s.editions as { hours: { opens: string; closes: string }[] }[])[1]?.hours[0]
      if (hours) hours.closes = '08:00'
    })
    edit(twiceAYear, (s) => {
      const editions = s.editions as { _key: string }[]
      editions.push({ ...structuredClone(editions[0] as { _key: string }), _key: 'duplicateyear' })
    })
    edit(slugTwin, (s) => {
      s.slug = structuredClone(slugOwner.slug)
    })
    edit(poi, (p) => {
      p.location = { _type: 'geopoint', lat: 40.7128, lng: -74.006 }
    })
    type Session = { booking?: string; start: string; ballot: Record<string, unknown> }
    const ballotSession = (tour: TestDocument) => (tour.sessions as Session[]).find((s) => s.booking === 'ballot') as Session
    edit(misordered, (t) => {
      const session = ballotSession(t)
      session.ballot.drawAt = session.ballot.entryOpens
      session.ballot.confirmBy = session.start
    })
    // Switched back to first come: the ballot left behind is hidden, and must not block publishing.
    edit(leftBehind, (t) => {
      const session = ballotSession(t)
      session.booking = 'first-come'
      delete session.ballot.drawAt
      session.ballot.confirmBy = '2030-01-01T00:00:00Z'
    })
    edit(unfilled, (e) => {
      ;(e.registration as { booking: string }).booking = 'ballot'
    })
    // Its Spanish entered twice.
    edit(mistranslated, (s) => {
      const [spanish] = s.translations as TestDocument[]
      s.translations = [spanish, { ...spanish, _key: 'es-again' }]
    })
    // The asset document stays, but its file goes missing.
    imagesDir = join(scratch, 'images')
    cpSync(join(d.dir, 'images'), imagesDir, { recursive: true })
    rmSync(join(imagesDir, String(asset.path).replace('images/local/demo/', '')))
    result = await validateText(toText(d.documents.map((doc) => broken.get(doc._id) ?? doc)), { imagesDir })
  }, SLOW)

  it('names the event whose venue points at a missing site', () => {
    const problem = errorsOf(result).find((p) => p.id === event?._id)
    expect(problem?.path).toBe('venue.site')
    expect(problem?.message).toContain('site.does-not-exist')
  })

  it('names the site without its required name', () => {
    expect(
      errorsOf(result)
        .filter((p) => p.id === unnamed?._id)
        .map((p) => p.path),
    ).toEqual(['name'])
  })

  it('names the festival day that closes before it opens', () => {
    const problems = errorsOf(result).filter((p) => p.id === badHours?._id)
    expect(problems.map((p) => p.path)).toEqual(['editions[1].hours[0].closes'])
    expect(problems[0]?.message).toMatch(/Closing time \(08:00\) must be after opening time/)
  })

  it('names the site with two editions for one year', () => {
    const problems = errorsOf(result).filter((p) => p.id === twiceAYear?._id)
    expect(problems.map((p) => p.path)).toEqual(['editions'])
    expect(problems[0]?.message).toContain('more than one edition')
  })

  it('names both sites that share a slug, saying the slug is taken (not that it is missing)', () => {
    for (const site of [slugTwin, slugOwner]) {
      const problems = errorsOf(result).filter((p) => p.id === site?._id)
      expect(problems.map((p) => [p.path, p.message])).toEqual([['slug', expect.stringMatching(/already in use/)]])
    }
  })

  it('names the point of interest outside the festival’s area (the settings’) as an error', () => {
    const problems = result.problems.filter((p) => p.id === poi?._id)
    expect(problems.map((p) => [p.path, p.level])).toEqual([['location', 'error']])
    expect(problems[0]?.message).toMatch(/^This point is 11\d\d km from the centre of the festival’s area, which reaches 40 km/)
  })

  it('names the image asset whose file is missing', () => {
    const problems = errorsOf(result).filter((p) => p.id === asset?._id)
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/image file .* is missing/)])
  })

  it('names the ballot whose draw comes before entries close and whose winners confirm as the session starts', () => {
    const problems = errorsOf(result).filter((p) => p.id === misordered?._id)
    // Sanity runs the rules of an object's fields concurrently: the order of their markers varies, so sorted by path.
    expect(problems.map((p) => [p.path, p.message]).sort()).toEqual([
      ['sessions[0].ballot.confirmBy', expect.stringMatching(/^Winners must confirm before the session starts \(Sat, Oct 17, 2026, /)],
      ['sessions[0].ballot.drawAt', 'The draw must come after entries close — check both dates and times.'],
    ])
  })

  it('asks for the ballot of a registration switched to ballot without one', () => {
    const problems = errorsOf(result).filter((p) => p.id === unfilled?._id)
    expect(problems.map((p) => [p.path, p.message])).toEqual([['registration.ballot', expect.stringMatching(/^Fill in the ballot/)]])
  })

  it('names a translation repeated for one language', () => {
    const problems = errorsOf(result).filter((p) => p.id === mistranslated?._id)
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      ['translations', 'There are two translations into "es": keep one per language.'],
    ])
  })

  it('reports nothing else, and counts the errors', () => {
    const expected = new Set(
      [event, unnamed, badHours, twiceAYear, slugTwin, slugOwner, poi, asset, misordered, unfilled, mistranslated].map((doc) => doc?._id),
    )
    expect(result.problems.filter((p) => !expected.has(p.id)).map(formatProblem)).toEqual([])
    // The one warning: the slug twin's _id no longer follows the site.<slug> convention.
    expect(result.problems.filter((p) => p.level === 'warning').map((p) => p.id)).toEqual([slugTwin?._id])
    expect(result.summary).toEqual({ errors: 12, warnings: 1, documentsWithErrors: 11 })
    expect(result.problems.map(place)).toContain(`${String(poi?._id)} location`)
  })
})

describe('validate: the command line', () => {
  const run = promisify(execFile)
  const scriptsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  const validate = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/validate/cli.ts', file, '--quiet'], { cwd: scriptsDir }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    )

  it(
    'prints "<id> <path>: <message>" and exits 1 when there are errors, 0 when there are none',
    async () => {
      const settings = d.byId.get('settings') as TestDocument
      const level = d.ofType('membershipLevel')[0] as TestDocument
      const good = join(scratch, 'good.ndjson')
      const bad = join(scratch, 'bad.ndjson')
      writeFileSync(good, toText([level, settings]))
      writeFileSync(
        bad,
        toText([
          { ...level, price: -5 },
          { ...settings, currentYear: 1999 },
        ]),
      )
      const [ok, failed] = await Promise.all([validate(good), validate(bad)])
      expect(ok.code).toBe(0)
      expect(ok.stdout).toMatch(/2 documents, 0 error\(s\)/)
      expect(failed.code).toBe(1)
      expect(failed.stdout).toContain(`${level._id} price: The price cannot be negative.`)
      expect(failed.stdout).toMatch(/^settings currentYear: Enter a festival year/m)
      expect(failed.stdout).toMatch(/2 error\(s\) in 2 document\(s\)/)
    },
    SLOW,
  )
})
