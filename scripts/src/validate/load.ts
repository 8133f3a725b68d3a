// Reads an NDJSON dataset into memory. Lines that are not JSON documents with an `_id` and a `_type`,
// and ids that occur twice, are reported rather than thrown, so one bad line does not hide the rest.

import { readFileSync } from 'node:fs'
import type { Problem } from './problems'

export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface LoadedDataset {
  documents: DatasetDocument[]
  problems: Problem[]
}

const problem = (id: string, message: string): Problem => ({ id, path: '', message, level: 'error', source: 'dataset' })

export function parseDataset(text: string): LoadedDataset {
  const documents: DatasetDocument[] = []
  const problems: Problem[] = []
  const seen = new Set<string>()
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push(problem(`(line ${i + 1})`, `not valid JSON: ${(error as Error).message}`))
      return
    }
    const doc = value as Partial<DatasetDocument>
    if (typeof value !== 'object' || value === null || typeof doc._id !== 'string' || doc._id === '' || typeof doc._type !== 'string') {
      problems.push(problem(`(line ${i + 1})`, 'not a document: every line needs a string _id and _type'))
      return
    }
    if (seen.has(doc._id)) {
      problems.push(problem(doc._id, `the _id occurs more than once (again on line ${i + 1})`))
      return
    }
    seen.add(doc._id)
    documents.push(doc as DatasetDocument)
  })
  return { documents, problems }
}

export const loadDataset = (file: string): LoadedDataset => parseDataset(readFileSync(file, 'utf8'))
