import path from 'node:path'
import { z } from 'zod'

// How every environment variable is read: one "blank means unset" rule (trimmed; an empty value,
// as copied from .env.example, is the same as no value) and one error naming each variable that
// is wrong. The sections beside this file each own a zod schema of their variables.

/** The environment, or a stand-in for it in tests. */
export type Env = Readonly<Record<string, string | undefined>>

/** The trimmed value, or undefined when it is missing or blank. */
function blankMeansUnset(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * The variables `schema` names, read from `env` by the blank rule and validated. Throws
 * "Invalid <what> configuration: NAME: problem; …", with `hint` after it when given.
 */
export function readVariables<S extends z.ZodObject>(schema: S, env: Env, what: string, hint?: string): z.output<S> {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, blankMeansUnset(env[name])]))
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
  throw new Error(`Invalid ${what} configuration: ${problems}${hint ? `. ${hint}` : ''}`)
}

/** A wait in milliseconds, written as a whole number from 100 (a tenth of a second) to 60000 (a minute). */
export const milliseconds = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().min(100, 'must be at least 100 (ms)').max(60_000, 'must be at most 60000 (ms)'))
    .default(fallback)

/** A whole number from 0 to `max`, with the setting's own words for each refusal. */
export const wholeNumber = (fallback: number, max: number, words: { whole: string; most: string }) =>
  z.string().regex(/^\d+$/, words.whole).transform(Number).pipe(z.number().max(max, words.most)).default(fallback)

/** The repository root: web/ sits one level below it. Next runs with cwd = web/. */
export function repoRoot(): string {
  const cwd = process.cwd()
  return path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
}

export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])
