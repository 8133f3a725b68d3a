// The legacy spreadsheet export (a folder of CSV files) → documents of our model: festivals,
// neighborhoods, sites with an edition per year, events. Rows that cannot be read are skipped and
// reported; the documents are sorted by _id.

import { addDays, festivalWeekend, weekdayOf } from '../generate/time'
import { ValueError, readCoordinate, readDate, readFestivalYear, slugify } from './values'
import { byId } from '../pipeline/write-dataset'
import { convertEvents } from './events'
import { Report } from './report'
import { convertSites } from './sites'
import { readTable } from './tables'

export interface LegacyDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface LegacyResult {
  documents: LegacyDocument[]
  report: Report
  counts: Record<string, number>
}

function readFestivals(dir: string, report: Report) {
  const festivals = new Map<number, { saturday: string; title?: string; intro?: string; line: number }>()
  for (const record of readTable(dir, 'festivals.csv', report)) {
    const v = record.values
    try {
      const year = readFestivalYear('Year', v.Year ?? '')
      const saturday = readDate('Saturday', v.Saturday ?? '')
      if (weekdayOf(saturday) !== 'saturday')
        throw new ValueError(`Saturday "${v.Saturday}" is a ${weekdayOf(saturday).replace(/^./, (c) => c.toUpperCase())}`)
      if (!saturday.startsWith(`${year}-`)) throw new ValueError(`Saturday "${v.Saturday}" is not in ${year}`)
      const twin = festivals.get(year)
      if (twin) throw new ValueError(`${year} already has a row (line ${twin.line})`)
      festivals.set(year, { saturday, line: record.line, ...(v.Title ? { title: v.Title } : {}), ...(v.Intro ? { intro: v.Intro } : {}) })
    } catch (error) {
      if (!(error instanceof ValueError)) throw error
      report.skip('festivals.csv', record.line, error.message)
    }
  }
  return festivals
}

function readNeighborhoods(dir: string, report: Report) {
  const byName = new Map<string, { id: string; name: string; description: string; center?: { lat: number; lng: number }; line: number }>()
  for (const record of readTable(dir, 'neighborhoods.csv', report)) {
    const v = record.values
    const name = v.Name ?? ''
    if (name === '') {
      report.skip('neighborhoods.csv', record.line, 'Name is empty')
      continue
    }
    const twin = byName.get(name.toLowerCase())
    if (twin) {
      report.skip('neighborhoods.csv', record.line, `"${name}" is already on line ${twin.line}`)
      continue
    }
    let center: { lat: number; lng: number } | undefined
    if (v.Latitude || v.Longitude) {
      try {
        center = { lat: readCoordinate('Latitude', v.Latitude ?? ''), lng: readCoordinate('Longitude', v.Longitude ?? '') }
      } catch (error) {
        report.warn('neighborhoods.csv', record.line, `${(error as Error).message}; the centre point was left out`)
      }
    }
    byName.set(name.toLowerCase(), {
      id: `neighborhood.${slugify(name)}`,
      name,
      description: v.Description ?? '',
      line: record.line,
      ...(center ? { center } : {}),
    })
  }
  return byName
}

export function convertLegacy(dir: string): LegacyResult {
  const report = new Report()
  const festivals = readFestivals(dir, report)
  const neighborhoods = readNeighborhoods(dir, report)
  const siteRecords = readTable(dir, 'sites.csv', report)
  const eventRecords = readTable(dir, 'events.csv', report)
  const assumed = new Set<number>()
  const saturdayOf = (year: number) => {
    const known = festivals.get(year)
    if (known) return known.saturday
    if (!assumed.has(year)) {
      assumed.add(year)
      report.warn('festivals.csv', undefined, `no row for ${year}; assumed the weekend of ${festivalWeekend(year).saturday}`)
    }
    return festivalWeekend(year).saturday
  }
  const sites = convertSites(siteRecords, { neighborhoods: new Map([...neighborhoods].map(([key, n]) => [key, n.id])), saturdayOf, report })
  const events = convertEvents(eventRecords, { sitesByName: sites.byName, report })

  const years = new Set<number>([...festivals.keys(), ...[...sites.neighborhoodYears.values()].flatMap((s) => [...s])])
  const festivalDocs = [...years]
    .sort((a, b) => a - b)
    .map((year) => {
      const row = festivals.get(year)
      const saturday = saturdayOf(year)
      return {
        _id: `festival.${year}`,
        _type: 'festival',
        year,
        title: row?.title ?? `Open House Chicago ${year}`,
        startDate: saturday,
        endDate: addDays(saturday, 1),
        ...(row?.intro ? { intro: row.intro } : {}),
      }
    })
  const neighborhoodDocs = [...neighborhoods.values()].map((n) => ({
    _id: n.id,
    _type: 'neighborhood',
    name: n.name,
    slug: { _type: 'slug', current: n.id.slice('neighborhood.'.length) },
    ...(n.description ? { description: n.description } : {}),
    ...(n.center ? { center: { _type: 'geopoint', ...n.center } } : {}),
    years: [...(sites.neighborhoodYears.get(n.id) ?? [])].sort((a, b) => a - b),
  }))
  const documents: LegacyDocument[] = [...festivalDocs, ...neighborhoodDocs, ...sites.sites, ...events].sort(byId)
  const counts: Record<string, number> = {
    festival: festivalDocs.length,
    neighborhood: neighborhoodDocs.length,
    site: sites.sites.length,
    event: events.length,
  }
  return { documents, report, counts }
}
