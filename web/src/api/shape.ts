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

export function shapeList<S extends z.ZodType<RecordLike>>(schema: S, raw: unknown): ListBody<z.output<S>> {
  const data = z.array(schema).parse(dropNulls(raw ?? []))
  return { data, map: Object.fromEntries(data.map((r) => [r.id, r])) }
}

export function shapeOne<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  return schema.parse(dropNulls(raw))
}
