// A problem found in a dataset, and how it is printed: `<document _id> <field path>: <message>`.

export type Level = 'error' | 'warning'

export interface Problem {
  /** The document's `_id`, or a pseudo-id such as `(line 12)` or `(schema)` when there is none. */
  id: string
  /** Field path such as `editions[1].hours[0].closes`; empty for the document as a whole. */
  path: string
  message: string
  level: Level
  /** Which check found it: the schema's own rules (run by Sanity), or the dataset-level checks. */
  source: 'schema' | 'dataset'
}

export const formatProblem = (p: Problem) => `${p.level === 'warning' ? 'warning: ' : ''}${p.id} ${p.path || '(document)'}: ${p.message}`

type Segment = string | number | { _key: string } | [number | '', number | '']

const isKeySegment = (s: unknown): s is { _key: string } => typeof s === 'object' && s !== null && '_key' in s

/**
 * Formats a Sanity path for people: field names joined with dots, array items by their position
 * (`editions[1]`) rather than their opaque `_key`, looked up in the document itself.
 */
export function formatPath(path: readonly unknown[], document: unknown): string {
  let value: unknown = document
  let out = ''
  for (const raw of path as readonly Segment[]) {
    if (typeof raw === 'string') {
      out += out ? `.${raw}` : raw
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[raw] : undefined
    } else if (typeof raw === 'number') {
      out += `[${raw}]`
      value = Array.isArray(value) ? value[raw] : undefined
    } else if (isKeySegment(raw)) {
      const index = Array.isArray(value) ? value.findIndex((item) => isKeySegment(item) && item._key === raw._key) : -1
      out += index >= 0 ? `[${index}]` : `[_key=="${raw._key}"]`
      value = index >= 0 && Array.isArray(value) ? value[index] : undefined
    } else if (Array.isArray(raw)) {
      out += `[${raw[0]}:${raw[1]}]`
      value = undefined
    }
  }
  return out
}

export function summarise(problems: readonly Problem[]) {
  const errors = problems.filter((p) => p.level === 'error').length
  return {
    errors,
    warnings: problems.length - errors,
    documentsWithErrors: new Set(problems.filter((p) => p.level === 'error').map((p) => p.id)).size,
  }
}
