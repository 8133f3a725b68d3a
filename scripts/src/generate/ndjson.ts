// Streams documents to an NDJSON file in `_id` order, the way `sanity dataset export` lays them out.
// Documents must arrive sorted; the writer refuses anything out of order rather than silently
// producing a file that differs from run to run.

import { createHash } from 'node:crypto'
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'

const FLUSH_BYTES = 1 << 20

export class NdjsonWriter {
  private readonly fd: number
  private readonly tmpPath: string
  private readonly hash = createHash('sha1')
  private buffer: string[] = []
  private buffered = 0
  private lastId = ''
  bytes = 0
  count = 0

  constructor(private readonly path: string) {
    this.tmpPath = `${path}.tmp`
    this.fd = openSync(this.tmpPath, 'w')
  }

  write(doc: { _id: string }): void {
    if (doc._id <= this.lastId) {
      throw new Error(`documents out of order: "${doc._id}" after "${this.lastId}"`)
    }
    this.lastId = doc._id
    const line = `${JSON.stringify(doc)}\n`
    this.buffer.push(line)
    this.buffered += line.length
    this.count++
    if (this.buffered >= FLUSH_BYTES) this.flush()
  }

  private flush(): void {
    if (this.buffer.length === 0) return
    const chunk = Buffer.from(this.buffer.join(''), 'utf8')
    this.hash.update(chunk)
    writeSync(this.fd, chunk)
    this.bytes += chunk.length
    this.buffer = []
    this.buffered = 0
  }

  /** Gives up: closes and removes the partial file, leaving any earlier dataset untouched. */
  abort(): void {
    closeSync(this.fd)
    rmSync(this.tmpPath, { force: true })
  }

  /** Flushes, closes and moves the file into place; returns its size and SHA-1. */
  close(): { bytes: number; sha1: string; count: number } {
    this.flush()
    closeSync(this.fd)
    renameSync(this.tmpPath, this.path)
    return { bytes: this.bytes, sha1: this.hash.digest('hex'), count: this.count }
  }
}
