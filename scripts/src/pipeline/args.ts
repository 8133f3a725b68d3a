// Command-line parsing shared by the pipeline commands: node's parseArgs, with its errors turned
// into UsageErrors (printed with the help, exit code 2).

import { parseArgs, type ParseArgsConfig } from 'node:util'
import { UsageError } from './cli'

type Options = NonNullable<ParseArgsConfig['options']>

export function parseCommandLine<O extends Options>(argv: string[], options: O, { positionals = 0 }: { positionals?: number } = {}) {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals > 0 })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`expected at most ${positionals} argument(s), got ${parsed.positionals.length}: ${parsed.positionals.join(' ')}`)
  }
  return parsed
}

/** A whole number option within limits, or the default when absent. */
export function integerOption(
  value: string | undefined,
  name: string,
  fallback: number,
  { min, max }: { min: number; max: number },
): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`)
  return n
}
