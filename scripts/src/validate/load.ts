// Reads an NDJSON dataset into memory through @ohc/lake's reader. Lines that are not JSON documents
// with an `_id` and a `_type`, and ids that occur twice, are reported rather than thrown, so one bad
// line does not hide the rest.

import { readFileSync } from 'node:fs'
import { readNdjsonLines, type LakeDocument } from '@ohc/lake'
import type { Problem } from './problems'

export type DatasetDocument = LakeDocument

export interface LoadedDataset {
  documents: DatasetDocument[]
  problems: Problem[]
}

const problem = (id: string, message: string): Problem => ({ id, path: '', message, level: 'error', source: 'dataset' })

export function parseDataset(text: string): LoadedDataset {
  const { lines, badLines } = readNdjsonLines(text)
  const documents: DatasetDocument[] = []
  const found = badLines.map((bad) => ({ line: bad.line, problem: problem(`(line ${bad.line})`, bad.message) }))
  const seen = new Set<string>()
  for (const { line, document } of lines) {
    if (seen.has(document._id)) {
      found.push({ line, problem: problem(document._id, `the _id occurs more than once (again on line ${line})`) })
      continue
    }
    seen.add(document._id)
    documents.push(document)
  }
  // In the file's order, as someone fixing it goes through it.
  return { documents, problems: found.sort((a, b) => a.line - b.line).map((entry) => entry.problem) }
}

export const loadDataset = (file: string): LoadedDataset => parseDataset(readFileSync(file, 'utf8'))
