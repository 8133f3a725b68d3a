// A small RFC 4180 CSV reader, shared by the legacy import (scripts/) and the membership roster
// import (web/): quoted fields with commas, quotes ("") and line breaks, CRLF or LF line ends, a
// UTF-8 byte-order mark. Each row knows the line it starts on, so problems can be reported as
// `file.csv:14`.

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message)
  }
}

/** Splits CSV text into rows of raw fields, with the line each row starts on. */
export function parseRows(text: string): { line: number; fields: string[] }[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const rows: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let rowLine = 1
  let quoted = false
  let quoteLine = 0
  let i = 0
  const endRow = () => {
    fields.push(field)
    // A row that is one empty field is a blank line: skipped.
    if (!(fields.length === 1 && fields[0] === '')) rows.push({ line: rowLine, fields })
    fields = []
    field = ''
  }
  while (i < input.length) {
    const c = input[i] as string
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        if (c === '\n') line++
        // A CRLF inside quotes is a line break in the value; keep it as \n.
        if (!(c === '\r' && input[i + 1] === '\n')) field += c
      }
      i++
      continue
    }
    if (c === '"' && field.trim() === '') {
      quoted = true
      quoteLine = line
      field = ''
    } else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++
      endRow()
      line++
      rowLine = line
    } else {
      field += c
    }
    i++
  }
  if (quoted) throw new CsvError(quoteLine, 'a quoted value is never closed (a " is missing)')
  if (field !== '' || fields.length > 0) endRow()
  return rows
}

/**
 * An email column's rule in the roster imports (members, hosts), deliberately plain: one @, no
 * spaces, a dot in the domain. The source system validated the address already; this catches
 * columns shifted by a stray comma and typing accidents, not every invalid address.
 */
export const ROSTER_EMAIL = /^[^\s@",;<>]+@[^\s@",;<>]+\.[^\s@",;<>]+$/
