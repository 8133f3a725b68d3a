// What import-legacy tells the editor: every row it skipped and why, and every value it had to
// leave out or assume, by file and line — `sites.csv:14: Latitude "abc" is not a number`.

export interface ReportEntry {
  file: string
  /** Undefined for a remark about a whole file. */
  line?: number
  message: string
  level: 'skipped' | 'warning'
}

export class Report {
  readonly entries: ReportEntry[] = []
  private readonly skipped = new Set<string>()

  /** Records why a row is left out; a row can have several reasons, it is counted once. */
  skip(file: string, line: number, message: string): void {
    this.entries.push({ file, line, message, level: 'skipped' })
    this.skipped.add(`${file}:${line}`)
  }

  warn(file: string, line: number | undefined, message: string): void {
    this.entries.push({ file, ...(line === undefined ? {} : { line }), message, level: 'warning' })
  }

  get skippedRows(): number {
    return this.skipped.size
  }

  isSkipped(file: string, line: number): boolean {
    return this.skipped.has(`${file}:${line}`)
  }

  /** Sorted by file, then line, each as one printable line. */
  lines(): string[] {
    return [...this.entries]
      .sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1))
      .map((e) => `${e.level === 'warning' ? 'warning: ' : ''}${e.file}${e.line === undefined ? '' : `:${e.line}`}: ${e.message}`)
  }
}
