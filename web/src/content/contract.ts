import type { SanityQueries } from '@sanity/client'
import type { z } from 'zod'

// The compile-time contract between a GROQ query and the zod record a reader shapes its answer
// with: every field the record asks for must be produced by the query, with a compatible type, per
// the result types `sanity typegen` derives from the schema (web/src/content/sanity/types.ts). Rename or
// retype a projection so they disagree and `tsc` (so the lint-and-types layer and `next build`)
// fails at the reader. Nullability is left to run time: the schema cannot promise that a slug or a
// geopoint is filled in, so the readers skip (and log) or default such values.

/** Every query text of the app: typegen maps each one to its result type. */
export type QueryText = keyof SanityQueries

export type ResultOf<Q extends QueryText> = SanityQueries[Q]

type AllKeys<T> = T extends unknown ? keyof T : never
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never

/**
 * The shape without nullability: null and undefined removed, every field present, the branches of
 * a GROQ select() merged, and string literals widened (typegen types option lists as strings).
 */
type Shape<T> = [T] extends [string]
  ? string
  : [T] extends [readonly (infer U)[]]
    ? Array<Shape<NonNullable<U>>>
    : [T] extends [object]
      ? { [K in AllKeys<T>]-?: Shape<NonNullable<ValueAt<T, K>>> }
      : T

/** True when what the query returns fits what the record reads. */
export type Fits<Schema extends z.ZodType, Result> = [Shape<NonNullable<Result>>] extends [Shape<NonNullable<z.input<Schema>>>]
  ? true
  : false

/** The element type of a list answer. */
export type Item<T> = NonNullable<T> extends readonly (infer U)[] ? U : never

/** An empty argument list when the contract holds, a named error otherwise (a rest parameter). */
export type Contract<Schema extends z.ZodType, Result> =
  Fits<Schema, Result> extends true ? [] : [error: 'the zod record reads fields its GROQ query does not produce']
