// sites.csv → site documents. The old site kept one row per building per festival year; rows with
// the same Name become one site with an edition per year. The building's own fields (address,
// location, categories, architects, description) come from its most recent valid row.

import { derivedKey } from '@ohc/schemas/rollover'
import type { CsvRecord } from './csv'
import type { Report } from './report'
import { portableText, summaryOf } from './text'
import {
  ValueError,
  readAddress,
  readCheckbox,
  readCoordinate,
  readFestivalYear,
  readHours,
  readSiteCategories,
  readYearBuilt,
  slugify,
} from './values'
import { addDays } from '../generate/time'

const FILE = 'sites.csv'

export interface SiteContext {
  /** Neighborhood ids by lower-case name. */
  neighborhoods: Map<string, string>
  /** The festival Saturday of a year. */
  saturdayOf: (year: number) => string
  report: Report
}

interface SiteRow {
  line: number
  slug: string
  name: string
  year: number
  neighborhood: string
  address: ReturnType<typeof readAddress>
  lat: number
  lng: number
  categories: string[]
  architects: string[]
  yearBuilt?: number
  description: string
  hours: { saturday?: { opens: string; closes: string }; sunday?: { opens: string; closes: string } }
  membersOnly: boolean
  newThisYear: boolean
}

/** Reads one row; every problem is reported, and undefined means the row is skipped. */
function readRow(record: CsvRecord, ctx: SiteContext): SiteRow | undefined {
  const v = record.values
  const problems: string[] = []
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      if (error instanceof ValueError) problems.push(error.message)
      else throw error
      return undefined
    }
  }
  const name = v.Name ?? ''
  if (name === '') problems.push('Name is empty')
  const neighborhood = ctx.neighborhoods.get((v.Neighborhood ?? '').toLowerCase())
  if (!neighborhood)
    problems.push(v.Neighborhood ? `Neighborhood "${v.Neighborhood}" is not in neighborhoods.csv` : 'Neighborhood is empty')
  const address = attempt(() => readAddress(v.Address ?? ''))
  const lat = attempt(() => readCoordinate('Latitude', v.Latitude ?? ''))
  const lng = attempt(() => readCoordinate('Longitude', v.Longitude ?? ''))
  const categories = attempt(() => readSiteCategories(v.Category ?? ''))
  const year = attempt(() => readFestivalYear('Year', v.Year ?? ''))
  const saturday = attempt(() => readHours('Saturday Hours', v['Saturday Hours'] ?? ''))
  const sunday = attempt(() => readHours('Sunday Hours', v['Sunday Hours'] ?? ''))
  const membersOnly = attempt(() => readCheckbox('Members Only', v['Members Only'] ?? ''))
  const newThisYear = attempt(() => readCheckbox('New This Year', v['New This Year'] ?? ''))
  if (problems.length > 0) {
    for (const problem of problems) ctx.report.skip(FILE, record.line, problem)
    return undefined
  }
  let yearBuilt: number | undefined
  try {
    yearBuilt = readYearBuilt(v['Year Built'] ?? '')
  } catch (error) {
    ctx.report.warn(FILE, record.line, (error as Error).message)
  }
  for (const label of categories?.unknown ?? []) ctx.report.warn(FILE, record.line, `Category "${label}" is not one of ours; left out`)
  if (!saturday && !sunday) ctx.report.warn(FILE, record.line, `${name} has no hours on either day in ${year}`)
  return {
    line: record.line,
    slug: slugify(name),
    name,
    year: year as number,
    neighborhood: neighborhood as string,
    address: address as SiteRow['address'],
    lat: lat as number,
    lng: lng as number,
    categories: categories?.values ?? [],
    architects: (v.Architect ?? '')
      .split(/[;\n]/)
      .map((s) => s.trim())
      .filter(Boolean),
    ...(yearBuilt === undefined ? {} : { yearBuilt }),
    description: v.Description ?? '',
    hours: { ...(saturday ? { saturday } : {}), ...(sunday ? { sunday } : {}) },
    membersOnly: membersOnly as boolean,
    newThisYear: newThisYear as boolean,
  }
}

function edition(row: SiteRow, id: string, saturday: string) {
  const days = [
    ['saturday', saturday],
    ['sunday', addDays(saturday, 1)],
  ] as const
  return {
    _type: 'siteEdition',
    _key: derivedKey(`${id}|${row.year}`),
    year: row.year,
    hours: days.flatMap(([day, date]) => {
      const hours = row.hours[day]
      return hours ? [{ _type: 'festivalHours', _key: derivedKey(`${id}|${row.year}|${day}`), day, date, ...hours }] : []
    }),
    membersOnly: row.membersOnly,
    memberPriority: false,
    newThisYear: row.newThisYear,
    reservationRequired: false,
  }
}

export interface SitesResult {
  sites: { _id: string; _type: 'site'; [field: string]: unknown }[]
  /** Site ids by lower-case name, for event venues. */
  byName: Map<string, string>
  /** The years each neighborhood had sites in. */
  neighborhoodYears: Map<string, Set<number>>
}

export function convertSites(records: readonly CsvRecord[], ctx: SiteContext): SitesResult {
  const groups = new Map<string, SiteRow[]>()
  for (const record of records) {
    if (ctx.report.isSkipped(FILE, record.line)) continue
    const row = readRow(record, ctx)
    if (!row) continue
    const group = groups.get(row.slug) ?? []
    const twin = group.find((r) => r.year === row.year)
    if (twin) {
      ctx.report.skip(FILE, row.line, `"${row.name}" already has a ${row.year} row (line ${twin.line})`)
      continue
    }
    group.push(row)
    groups.set(row.slug, group)
  }
  const sites: SitesResult['sites'] = []
  const byName = new Map<string, string>()
  const neighborhoodYears = new Map<string, Set<number>>()
  for (const [slug, rows] of groups) {
    rows.sort((a, b) => a.year - b.year || a.line - b.line)
    const latest = rows[rows.length - 1] as SiteRow
    const id = `site.${slug}`
    for (const row of rows) {
      const years = neighborhoodYears.get(row.neighborhood) ?? new Set<number>()
      years.add(row.year)
      neighborhoodYears.set(row.neighborhood, years)
    }
    byName.set(latest.name.toLowerCase(), id)
    sites.push({
      _id: id,
      _type: 'site',
      name: latest.name,
      slug: { _type: 'slug', current: slug },
      categories: latest.categories,
      ...(latest.architects.length ? { architects: [...new Set(latest.architects)] } : {}),
      ...(latest.yearBuilt === undefined ? {} : { yearBuilt: latest.yearBuilt }),
      ...(latest.description ? { summary: summaryOf(latest.description), description: portableText(latest.description, id) } : {}),
      address: latest.address,
      location: { _type: 'geopoint', lat: latest.lat, lng: latest.lng },
      neighborhood: { _type: 'reference', _ref: latest.neighborhood },
      editions: rows.map((row) => edition(row, id, ctx.saturdayOf(row.year))),
    })
  }
  return { sites, byName, neighborhoodYears }
}
