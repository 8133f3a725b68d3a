// The frame every pipeline command runs in: output goes through an `Io` (so tests can capture it),
// and the exit code says what happened — 0 done, 1 the work failed, 2 the command line or an input
// file was unusable.

import type { ProgressStream } from './progress'

/** A mistake on the command line or in the environment: printed with the help, exit code 2. */
export class UsageError extends Error {}

export interface Io {
  out(line: string): void
  err(line: string): void
  /** Where progress bars go. */
  progress: ProgressStream
}

export const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stdout,
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs a command's main function, turning thrown errors into a message and an exit code.
 * Stacks are printed only with OHC_DEBUG=1: the messages are meant for editors.
 */
export async function runCommand(name: string, help: string, main: () => Promise<number>, io: Io = processIo): Promise<number> {
  try {
    return await main()
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${name}: ${error.message}\n\n${help}`)
      return EXIT.usage
    }
    io.err(`${name}: failed: ${errorMessage(error)}`)
    if (process.env.OHC_DEBUG && error instanceof Error && error.stack) io.err(error.stack)
    return EXIT.failed
  }
}

/** Entry point for a cli.ts file: runs and sets the process's exit code. */
export function cliMain(name: string, help: string, main: (argv: string[], io: Io) => Promise<number>): void {
  void runCommand(name, help, () => main(process.argv.slice(2), processIo)).then((code) => {
    process.exitCode = code
  })
}
