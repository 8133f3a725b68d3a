// The membership system's roster export, read as CSV: a header row naming the columns (email,
// level, expiry — under the spellings such exports use), then one member per row. Every row is
// checked on its own: a bad row is reported with its line number and reason, and the good rows
// still import. Parsing is RFC 4180 (@ohc/schemas/csv): quoted fields may hold commas, doubled
// quotes and newlines.

import { CsvError, parseRows, ROSTER_EMAIL as EMAIL } from '@ohc/schemas/csv'

export interface RosterRow {
  /** Lower-cased: the roster is keyed by it, and sign-in addresses are compared lower-cased. */
  email: string
  level: string
  /** `YYYY-MM-DD`, the last day the membership is valid. */
  expiresOn: string
}

export interface RosterProblem {
  /** The line in the file where the row starts (the header is line 1). */
  line: number
  reason: string
}

export interface ParsedRoster {
  rows: RosterRow[]
  problems: RosterProblem[]
}

const COLUMNS = {
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  level: ['level', 'membership level', 'member level', 'membership'],
  expiry: ['expiry', 'expires', 'expiration', 'expiration date', 'expiry date', 'expires on', 'expiration_date', 'expiry_date'],
} as const

type Column = keyof typeof COLUMNS

/** Records of the file with the line each starts on. Throws on an unterminated quote. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  try {
    // A line of spaces is no record either (gaps a spreadsheet left).
    return parseRows(text).filter(({ fields }) => !(fields.length === 1 && fields[0]?.trim() === ''))
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`line ${error.line}: a quoted field is never closed`)
    throw error
  }
}

const normaliseHeader = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')

function columnIndexes(header: string[]): Record<Column, number> | string {
  const names = header.map(normaliseHeader)
  const found: Partial<Record<Column, number>> = {}
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const spellings: readonly string[] = COLUMNS[column].map(normaliseHeader)
    const index = names.findIndex((name) => spellings.includes(name))
    if (index >= 0) found[column] = index
  }
  const missing = (Object.keys(COLUMNS) as Column[]).filter((c) => found[c] === undefined)
  if (missing.length)
    return `the header row has no ${missing.join(', ')} column (found: ${header.map((h) => h.trim()).join(', ') || 'nothing'})`
  return found as Record<Column, number>
}

const pad = (n: string) => n.padStart(2, '0')

/** `YYYY-MM-DD` or US `MM/DD/YYYY` (also M/D/YYYY) to `YYYY-MM-DD`, if it is a real day. */
export function parseRosterDate(value: string): string | undefined {
  const text = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined
  if (!parts) return undefined
  const [y = '', m = '', d = ''] = parts
  const day = `${y}-${pad(m)}-${pad(d)}`
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined
}

export function parseRoster(text: string): ParsedRoster {
  let records
  try {
    records = parseCsv(text)
  } catch (error) {
    return { rows: [], problems: [{ line: 1, reason: error instanceof Error ? error.message : String(error) }] }
  }
  const [header, ...body] = records
  if (!header) return { rows: [], problems: [{ line: 1, reason: 'the file is empty: expected a header row with email, level and expiry' }] }
  const columns = columnIndexes(header.fields)
  if (typeof columns === 'string') return { rows: [], problems: [{ line: header.line, reason: columns }] }

  const rows: RosterRow[] = []
  const problems: RosterProblem[] = []
  const seen = new Map<string, number>()
  for (const { line, fields } of body) {
    const email = (fields[columns.email] ?? '').trim().toLowerCase()
    const level = (fields[columns.level] ?? '').trim()
    const rawExpiry = (fields[columns.expiry] ?? '').trim()
    const expiresOn = parseRosterDate(rawExpiry)
    const reasons: string[] = []
    if (!email) reasons.push('missing email')
    else if (email.length > 254 || /\p{Cc}/u.test(email))
      reasons.push(
        `bad email "${email.slice(0, 60).replace(/\p{Cc}/gu, '?')}${email.length > 60 ? '…' : ''}" (too long, or control characters)`,
      )
    else if (!EMAIL.test(email)) reasons.push(`bad email "${email}"`)
    if (!level) reasons.push('missing level')
    else if (level.length > 100 || /\p{Cc}/u.test(level)) reasons.push('bad level (too long, or control characters)')
    if (!rawExpiry) reasons.push('missing expiry date')
    else if (!expiresOn) reasons.push(`unknown date "${rawExpiry}" (use YYYY-MM-DD or MM/DD/YYYY)`)
    const earlier = seen.get(email)
    if (!reasons.length && earlier !== undefined) reasons.push(`duplicate email ${email} (also on line ${earlier})`)
    if (reasons.length || !expiresOn) {
      problems.push({ line, reason: reasons.join('; ') })
      continue
    }
    seen.set(email, line)
    rows.push({ email, level, expiresOn })
  }
  return { rows, problems }
}
