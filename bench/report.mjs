// How run.mjs prints: Markdown tables padded to their widest cell, so the same text reads as a
// table in a terminal and pastes as one into a README; and the machine facts a figure needs
// before it can be compared with another run's.
import { execFileSync } from 'node:child_process'
import os from 'node:os'

export const kb = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1))
export const int = (value) => (value == null ? '—' : Math.round(value).toLocaleString('en-US'))
export const ms = int
export const num = (value, digits = 0) => (value == null ? '—' : value.toFixed(digits))

/** "met", or "not met: " and every bar the row misses. */
export const verdict = (missed) => (missed.length ? `not met: ${missed.join('; ')}` : 'met')

/**
 * A Markdown table. `columns` are [title, 'l' | 'r'] (alignment; numbers read best on the right),
 * `rows` arrays of cells (strings or numbers).
 */
export function markdownTable(columns, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '—').replaceAll('|', '\\|')))
  const widths = columns.map(([title], i) => Math.max(3, title.length, ...cells.map((row) => row[i].length)))
  const pad = (text, i) => (columns[i][1] === 'r' ? text.padStart(widths[i]) : text.padEnd(widths[i]))
  const line = (row) => `| ${row.map(pad).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (columns[i][1] === 'r' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`
  return [line(columns.map(([title]) => title)), rule, ...cells.map(line)].join('\n')
}

/** A section: a heading, the bars in words, the table, then any notes. */
export function formatSection({ title, bars, columns, rows, notes = [] }) {
  const parts = [`## ${title}`, '']
  if (bars) parts.push(bars, '')
  if (columns) parts.push(markdownTable(columns, rows), '')
  for (const note of notes) parts.push(`- ${note}`)
  if (notes.length) parts.push('')
  return parts.join('\n')
}

function chromiumVersion(chrome) {
  try {
    return execFileSync(chrome, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}

/** CPU, cores, memory, load, Node, next, react, Chromium: what makes two runs comparable or not. */
export function machineFacts({ versions, chrome, lighthouse }) {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    next: versions.next,
    react: versions.react,
    chromium: chromiumVersion(chrome),
    lighthouse,
  }
}

export function formatMachine(m) {
  return formatSection({
    title: 'Machine',
    columns: [
      ['fact', 'l'],
      ['value', 'l'],
    ],
    rows: [
      ['CPU', m.cpu],
      ['cores', m.cores],
      ['memory', `${m.memoryGB} GB`],
      ['load average (1, 5, 15 min) at start', m.loadAverage.join(', ')],
      ['OS', m.os],
      ['Node', m.node],
      ['next', m.next],
      ['react', m.react],
      ['Chromium', m.chromium],
      ['Lighthouse', m.lighthouse],
    ],
  })
}
