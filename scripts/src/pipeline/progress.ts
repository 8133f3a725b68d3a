// Progress output for long work: a bar redrawn in place on a terminal, and a few plain lines
// (every tenth of the way, and at the end) when stdout is a file or a pipe, so logs stay readable.

export interface Progress {
  /** Moves forward by `n` items (default 1), with an optional note such as the current batch. */
  tick(n?: number, note?: string): void
  /** Finishes the bar (or prints the last line) with a closing note. */
  done(note?: string): void
}

export interface ProgressStream {
  isTTY?: boolean
  columns?: number
  write(text: string): unknown
}

const BAR_WIDTH = 28
const REDRAW_MS = 80

/**
 * `label` prefixes every line (e.g. "import: documents"); `total` may be undefined when it is not
 * known in advance, in which case a count is shown instead of a bar.
 */
export function createProgress(label: string, total: number | undefined, stream: ProgressStream = process.stdout): Progress {
  let count = 0
  let lastNote = ''
  let lastDraw = 0
  let nextStep = 1
  let finished = false
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  const figures = () => (total === undefined ? `${count}` : `${count}/${total}`)
  const suffix = (note: string) => (note ? ` ${note}` : '')

  const drawBar = (note: string) => {
    const fraction = total ? Math.min(1, count / total) : 0
    const filled = Math.round(fraction * BAR_WIDTH)
    const bar = total === undefined ? '' : `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)} `
    const line = `${label} ${bar}${figures()}${suffix(note)}`
    const width = stream.columns ?? 100
    stream.write(`\r${line.slice(0, width - 1).padEnd(Math.min(width - 1, line.length + 2))}`)
  }

  return {
    tick(n = 1, note = '') {
      if (finished) return
      count += n
      if (note) lastNote = note
      if (stream.isTTY) {
        const now = performance.now()
        if (now - lastDraw >= REDRAW_MS || (total !== undefined && count >= total)) {
          lastDraw = now
          drawBar(lastNote)
        }
        return
      }
      // Without a terminal: one line per tenth of the total, or per power-of-ten step when unknown.
      if (total !== undefined && total > 0) {
        const step = Math.floor((count / total) * 10)
        if (step >= nextStep && count < total) {
          nextStep = step + 1
          stream.write(`${label} ${figures()} (${Math.round((count / total) * 100)}%)${suffix(lastNote)}\n`)
        }
      } else if (total === undefined && count >= nextStep * 1000) {
        nextStep = Math.floor(count / 1000) + 1
        stream.write(`${label} ${figures()}${suffix(lastNote)}\n`)
      }
    },
    done(note = '') {
      if (finished) return
      finished = true
      if (stream.isTTY) {
        drawBar(note || lastNote)
        stream.write(` (${seconds()}s)\n`)
      } else {
        stream.write(`${label} ${figures()} done in ${seconds()}s${suffix(note)}\n`)
      }
    },
  }
}
