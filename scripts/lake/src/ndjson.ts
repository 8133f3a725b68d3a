// The one NDJSON reader of the repository: a dataset in the shape `sanity dataset export` writes,
// one document per line. Every line must be a JSON object with a string `_id` and `_type`; a line
// that is not is reported with its number (1-based), so a broken file says where it broke.

import { readFileSync } from 'node:fs'

export interface LakeDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface NdjsonLine {
  /** 1-based, counting blank lines too, as an editor shows them. */
  line: number
  document: LakeDocument
}

export interface BadLine {
  line: number
  message: string
}

export function isLakeDocument(value: unknown): value is LakeDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const id: unknown = Reflect.get(value, '_id')
  return typeof id === 'string' && id !== '' && typeof Reflect.get(value, '_type') === 'string'
}

/** One line read: its document, or why it is not one. Blank lines are neither: they give undefined. */
export function readNdjsonLine(text: string): { document: LakeDocument } | { problem: string } | undefined {
  if (text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { problem: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  return isLakeDocument(value) ? { document: value } : { problem: 'not a document: every line needs a string _id and _type' }
}

/** Every document of the text with its line number, and every bad line; one bad line does not hide the rest. */
export function readNdjsonLines(text: string): { lines: NdjsonLine[]; badLines: BadLine[] } {
  const lines: NdjsonLine[] = []
  const badLines: BadLine[] = []
  text.split('\n').forEach((content, index) => {
    const read = readNdjsonLine(content)
    if (read && 'document' in read) lines.push({ line: index + 1, document: read.document })
    else if (read) badLines.push({ line: index + 1, message: read.problem })
  })
  return { lines, badLines }
}

/** The documents of the text; throws at the first bad line, naming `source` and the line (`file:3: …`). */
export function parseNdjson(text: string, source: string): LakeDocument[] {
  const { lines, badLines } = readNdjsonLines(text)
  const bad = badLines[0]
  if (bad) throw new Error(`${source}:${bad.line}: ${bad.message}`)
  return lines.map((entry) => entry.document)
}

export const readNdjsonFile = (file: string): LakeDocument[] => parseNdjson(readFileSync(file, 'utf8'), file)
