// The legacy export's files and their columns. A missing required column stops the import (every
// row would be skipped otherwise); an unknown column is reported once and ignored.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CsvError, parseCsv, type CsvRecord } from './csv'
import type { Report } from './report'

export const TABLES = {
  'sites.csv': {
    required: ['Name', 'Neighborhood', 'Address', 'Latitude', 'Longitude', 'Category', 'Saturday Hours', 'Sunday Hours', 'Year'],
    optional: ['Architect', 'Year Built', 'Description', 'Members Only', 'New This Year'],
    needed: true,
  },
  'neighborhoods.csv': { required: ['Name'], optional: ['Description', 'Latitude', 'Longitude'], needed: true },
  'events.csv': {
    required: ['Name', 'Date', 'Start Time', 'End Time', 'Venue'],
    optional: ['Price', 'Description', 'Category', 'Members Only'],
    needed: false,
  },
  'festivals.csv': { required: ['Year', 'Saturday'], optional: ['Title', 'Intro'], needed: false },
} as const

export type TableName = keyof typeof TABLES

/** The records of one table; an empty list for an absent optional file. Throws for unusable files. */
export function readTable(dir: string, name: TableName, report: Report): CsvRecord[] {
  const spec = TABLES[name]
  const path = join(dir, name)
  if (!existsSync(path)) {
    if (spec.needed) throw new TableError(`${name}: the file is missing from ${dir}`)
    return []
  }
  let table
  try {
    table = parseCsv(readFileSync(path, 'utf8'))
  } catch (error) {
    if (error instanceof CsvError) throw new TableError(`${name}:${error.line}: ${error.message}`)
    throw error
  }
  const missing = spec.required.filter((column) => !table.headers.includes(column))
  if (missing.length > 0) throw new TableError(`${name}:1: missing column(s) ${missing.map((c) => `"${c}"`).join(', ')}`)
  const known = new Set<string>([...spec.required, ...spec.optional])
  for (const header of table.headers) if (!known.has(header) && header !== '') report.warn(name, 1, `column "${header}" is not used`)
  for (const problem of table.problems) report.skip(name, problem.line, problem.message)
  return table.records
}

/** A file that cannot be imported at all. */
export class TableError extends Error {}
