import { CsvError, parseRows } from '@ohc/schemas/csv'

// The legacy spreadsheet exports as tables: rows from the shared CSV reader (@ohc/schemas/csv),
// named by the header row.

export { CsvError, parseRows }

export interface CsvRecord {
  /** 1-based line number where the record starts (the header is line 1). */
  line: number
  /** Values by header name, trimmed. */
  values: Record<string, string>
}

export interface CsvTable {
  headers: string[]
  records: CsvRecord[]
}

/** Reads a table whose first row names the columns. Extra fields in a row are an error of that row. */
export function parseCsv(text: string): CsvTable & { problems: CsvError[] } {
  const rows = parseRows(text)
  const header = rows.shift()
  if (!header) return { headers: [], records: [], problems: [] }
  const headers = header.fields.map((h) => h.trim())
  const records: CsvRecord[] = []
  const problems: CsvError[] = []
  for (const row of rows) {
    if (row.fields.length > headers.length && row.fields.slice(headers.length).some((f) => f.trim() !== '')) {
      problems.push(
        new CsvError(
          row.line,
          `has ${row.fields.length} values but the header names ${headers.length} columns (a comma inside a value needs quotes)`,
        ),
      )
      continue
    }
    const values: Record<string, string> = {}
    headers.forEach((name, i) => {
      values[name] = (row.fields[i] ?? '').trim()
    })
    records.push({ line: row.line, values })
  }
  return { headers, records, problems }
}
