// events.csv → event documents. An event belongs to the festival year of its date; its venue is
// one of the imported sites when the Venue names one, otherwise a named place.

import { DEFAULT_TIME_ZONE } from '@ohc/schemas/names'
import type { CsvRecord } from './csv'
import type { Report } from './report'
import { portableText, summaryOf } from './text'
import { ValueError, readCheckbox, readDate, readEventCategories, readPrice, readTime, slugify } from './values'
import { chicagoDateTime } from '../generate/time'

const FILE = 'events.csv'

export function convertEvents(
  records: readonly CsvRecord[],
  { sitesByName, report }: { sitesByName: Map<string, string>; report: Report },
) {
  const events: { _id: string; _type: 'event'; [field: string]: unknown }[] = []
  const taken = new Map<string, number>()
  for (const record of records) {
    if (report.isSkipped(FILE, record.line)) continue
    const v = record.values
    const problems: string[] = []
    const attempt = <T>(read: () => T): T | undefined => {
      try {
        return read()
      } catch (error) {
        if (!(error instanceof ValueError)) throw error
        problems.push(error.message)
        return undefined
      }
    }
    const title = v.Name ?? ''
    if (title === '') problems.push('Name is empty')
    const venueName = v.Venue ?? ''
    if (venueName === '') problems.push('Venue is empty')
    const date = attempt(() => readDate('Date', v.Date ?? ''))
    const start = attempt(() => readTime('Start Time', v['Start Time'] ?? ''))
    const end = attempt(() => readTime('End Time', v['End Time'] ?? ''))
    const price = attempt(() => readPrice(v.Price ?? ''))
    const categories = attempt(() => readEventCategories(v.Category ?? ''))
    const membersOnly = attempt(() => readCheckbox('Members Only', v['Members Only'] ?? ''))
    if (start && end && end <= start) problems.push(`End Time "${v['End Time']}" is not after Start Time "${v['Start Time']}"`)
    if (problems.length > 0 || !date || !start || !end || !price) {
      for (const problem of problems) report.skip(FILE, record.line, problem)
      continue
    }
    const year = Number(date.slice(0, 4))
    let slug = `${slugify(title)}-${year}`
    if (taken.has(slug)) slug = `${slugify(title)}-${date}`
    if (taken.has(slug)) {
      report.skip(FILE, record.line, `"${title}" on ${date} is already on line ${taken.get(slug)}`)
      continue
    }
    taken.set(slug, record.line)
    for (const label of categories?.unknown ?? []) report.warn(FILE, record.line, `Category "${label}" is not one of ours; left out`)
    const site = sitesByName.get(venueName.toLowerCase())
    const id = `event.${year}.${slug}`
    const description = v.Description ?? ''
    events.push({
      _id: id,
      _type: 'event',
      title,
      slug: { _type: 'slug', current: slug },
      year,
      start: chicagoDateTime(date, start),
      end: chicagoDateTime(date, end),
      timeZone: DEFAULT_TIME_ZONE,
      venue: { _type: 'venue', ...(site ? { site: { _type: 'reference', _ref: site } } : {}), name: venueName },
      ...(categories?.values.length ? { categories: categories.values } : {}),
      ...(description ? { summary: summaryOf(description), description: portableText(description, id) } : {}),
      ...price,
      membersOnly: membersOnly === true,
      cancelled: false,
    })
  }
  return events
}
