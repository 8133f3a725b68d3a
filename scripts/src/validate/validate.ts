// Validates a dataset file: the schema's rules on every document (run by Sanity) plus the dataset-wide
// checks (references, image files, keys, ids). Returns the problems sorted by document and path.

import { dirname, join } from 'node:path'
import { checkDataset } from './dataset-checks'
import { loadDataset, parseDataset, type DatasetDocument } from './load'
import { summarise, type Problem } from './problems'
import { checkSchemaRules } from './sanity-rules'

export interface ValidationResult {
  documents: number
  problems: Problem[]
  summary: ReturnType<typeof summarise>
}

export interface ValidateOptions {
  /** Where the image files are; defaults to `images/` beside the dataset file. */
  imagesDir?: string
  log?: (line: string) => void
}

/**
 * Sanity's reference rule and our own reference check both notice a dangling reference; keep ours,
 * which names the missing id, and drop Sanity's report at the same place.
 */
function withoutDuplicateReferenceReports(schema: Problem[], dataset: Problem[]): Problem[] {
  const dangling = new Set(dataset.filter((p) => p.message.startsWith('reference to ')).map((p) => `${p.id}\u0000${p.path}`))
  return schema.filter((p) => !(dangling.has(`${p.id}\u0000${p.path}`) || dangling.has(`${p.id}\u0000${p.path}._ref`)))
}

const byPlace = (a: Problem, b: Problem) => (a.id === b.id ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.id < b.id ? -1 : 1)

export async function validateDocuments(
  documents: readonly DatasetDocument[],
  loadProblems: readonly Problem[],
  { imagesDir, log = () => {} }: ValidateOptions & { imagesDir: string },
): Promise<ValidationResult> {
  const dataset = checkDataset(documents, { imagesDir })
  log(`dataset checks: ${dataset.length} problem(s); running the schema rules on ${documents.length} documents`)
  const schema = await checkSchemaRules(documents, { onProgress: (done, total) => log(`schema rules: ${done}/${total}`) })
  const problems = [...loadProblems, ...dataset, ...withoutDuplicateReferenceReports(schema, dataset)].sort(byPlace)
  return { documents: documents.length, problems, summary: summarise(problems) }
}

export async function validateFile(file: string, options: ValidateOptions = {}): Promise<ValidationResult> {
  const { documents, problems } = loadDataset(file)
  options.log?.(`read ${documents.length} documents from ${file}`)
  return validateDocuments(documents, problems, { ...options, imagesDir: options.imagesDir ?? join(dirname(file), 'images') })
}

/** Validates NDJSON text (tests use this on doctored copies of the demo dataset). */
export async function validateText(text: string, options: ValidateOptions & { imagesDir: string }): Promise<ValidationResult> {
  const { documents, problems } = parseDataset(text)
  return validateDocuments(documents, problems, options)
}
