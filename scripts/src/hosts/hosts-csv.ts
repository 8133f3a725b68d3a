// The hosts file, read as CSV (@ohc/schemas/csv, RFC 4180): a header row naming the columns email
// and site, then one (host, site) pair per row. This module checks what can be checked without the
// dataset — the header, the shape of each row, the address — and leaves the site lookup, the
// current edition and duplicates to the plan, which knows the sites.

import { CsvError, parseRows, ROSTER_EMAIL as EMAIL } from '@ohc/schemas/csv'

export interface HostRow {
  /** The line the row starts on (the header is line 1, blank lines count). */
  line: number
  /** Lower-cased: the host tool compares sign-in addresses lower-cased. */
  email: string
  /** As written, trimmed: a site's slug or its document id. */
  site: string
}

export interface RowProblem {
  line: number
  reason: string
  /** The row's site value, when it has one: with --skip-bad-rows that site is left as it is. */
  site?: string
}

/** A file that cannot be read as a hosts list at all: no header, an unclosed quote. */
export class HostsFileError extends Error {}

const COLUMNS = {
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'host', 'host email'],
  site: ['site', 'slug', 'site slug', 'site id'],
} as const

type Column = keyof typeof COLUMNS

const normaliseHeader = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')

/** Why `email` (trimmed, lower-cased) is no host address, or undefined when it will do. */
export function emailProblem(email: string): string | undefined {
  if (!email) return 'missing email'
  if (email.length > 254 || /\p{Cc}/u.test(email)) return 'bad email (too long, or control characters)'
  if (!EMAIL.test(email)) return `bad email "${email}"`
  return undefined
}

function columnIndexes(header: string[]): Record<Column, number> {
  const names = header.map(normaliseHeader)
  const found: Partial<Record<Column, number>> = {}
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const index = names.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(name))
    if (index >= 0) found[column] = index
  }
  const missing = (Object.keys(COLUMNS) as Column[]).filter((c) => found[c] === undefined)
  if (missing.length > 0)
    throw new HostsFileError(
      `line 1: the header row has no ${missing.join(' or ')} column (found: ${header.map((h) => h.trim()).join(', ') || 'nothing'}); the first row must name the columns, e.g. email,site`,
    )
  return found as Record<Column, number>
}

/** The rows of a hosts file and the problems of single rows. Throws HostsFileError when the file is unusable. */
export function parseHostsCsv(text: string): { rows: HostRow[]; problems: RowProblem[] } {
  let records
  try {
    // A row of empty or blank fields is a gap a spreadsheet left, not a row.
    records = parseRows(text).filter(({ fields }) => fields.some((f) => f.trim() !== ''))
  } catch (error) {
    if (error instanceof CsvError) throw new HostsFileError(`line ${error.line}: ${error.message}`)
    throw error
  }
  const [header, ...body] = records
  if (!header) throw new HostsFileError('the file is empty: expected a header row email,site and a row per host')
  const columns = columnIndexes(header.fields)
  const rows: HostRow[] = []
  const problems: RowProblem[] = []
  for (const { line, fields } of body) {
    if (fields.length > header.fields.length && fields.slice(header.fields.length).some((f) => f.trim() !== '')) {
      const site = (fields[columns.site] ?? '').trim()
      problems.push({
        ...(site ? { site } : {}),
        line,
        reason: `${fields.length} values but the header names ${header.fields.length} columns (a comma inside a value needs quotes)`,
      })
      continue
    }
    const email = (fields[columns.email] ?? '').trim().toLowerCase()
    const site = (fields[columns.site] ?? '').trim()
    const reasons = [emailProblem(email), site ? undefined : 'missing site'].filter((r) => r !== undefined)
    if (reasons.length > 0) problems.push({ line, reason: reasons.join('; '), ...(site ? { site } : {}) })
    else rows.push({ line, email, site })
  }
  return { rows, problems }
}
