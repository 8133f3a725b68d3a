import { z } from 'zod'

// Turns raw query results into API records: nulls dropped (GROQ answers null for a missing field;
// the API omits it), then every record checked and stripped by its zod schema.

export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(dropNulls)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, dropNulls(v)]),
  )
}

export interface RecordLike {
  id: string
}

export interface ListBody<R extends RecordLike> {
  data: R[]
  map: Record<string, R>
}

/**
 * One record that breaks the contract (a document saved without its slug, say) is logged and left
 * out, rather than failing the whole list for every visitor.
 */
export function shapeList<S extends z.ZodType<RecordLike>>(schema: S, raw: unknown): ListBody<z.output<S>> {
  const items = dropNulls(raw ?? [])
  if (!Array.isArray(items)) throw new Error('A list query answered something other than an array')
  const data: z.output<S>[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (parsed.success) data.push(parsed.data)
    else console.error(`Skipped record ${describe(item)}: ${z.prettifyError(parsed.error).replaceAll('\n', '; ')}`)
  }
  return { data, map: Object.fromEntries(data.map((r) => [r.id, r])) }
}

function describe(item: unknown): string {
  const id: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'id') : undefined
  return typeof id === 'string' ? id : '(no id)'
}

export function shapeOne<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  return schema.parse(dropNulls(raw))
}
