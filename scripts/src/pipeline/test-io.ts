// Test helper: an Io that keeps what a command printed, for assertions on its report lines.

import type { Io } from './cli'

export interface CapturedIo extends Io {
  outLines: string[]
  errLines: string[]
  /** Everything printed, stdout then stderr, as one string. */
  all(): string
}

export function captureIo(): CapturedIo {
  const outLines: string[] = []
  const errLines: string[] = []
  let progress = ''
  return {
    outLines,
    errLines,
    out: (line) => outLines.push(...line.split('\n')),
    err: (line) => errLines.push(...line.split('\n')),
    progress: { isTTY: false, write: (text) => (progress += text) },
    all: () => [...outLines, progress, ...errLines].join('\n'),
  }
}
