// manifest.json: what was generated, from which arguments, by which version of the generator. A set-up
// script compares `generatorVersion` and the arguments with what it wants, and regenerates only when
// they differ.

import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const GENERATOR_DIR = dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
    })
    .sort()
}

/**
 * A hash of the generator's own source files and the shared option lists it draws from; any change to
 * either may change the output.
 */
export function generatorVersion(): string {
  const hash = createHash('sha1')
  const files = sourceFiles(GENERATOR_DIR)
  const names = createRequire(import.meta.url).resolve('@ohc/schemas/names')
  for (const file of files) {
    hash.update(relative(GENERATOR_DIR, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  hash.update('names.ts\0').update(readFileSync(names))
  return hash.digest('hex').slice(0, 16)
}

/** Counts documents per type, and per festival year the things that belong to a year. */
export class Tally {
  readonly byType: Record<string, number> = {}
  readonly byYear: Record<string, Record<string, number>> = {}

  private bump(year: number, key: string) {
    const row = (this.byYear[String(year)] ??= {})
    row[key] = (row[key] ?? 0) + 1
  }

  add(doc: { _type: string; [field: string]: unknown }): void {
    this.byType[doc._type] = (this.byType[doc._type] ?? 0) + 1
    if (doc._type === 'site' && Array.isArray(doc.editions)) {
      for (const edition of doc.editions as { year: number }[]) this.bump(edition.year, 'site')
    } else if ((doc._type === 'event' || doc._type === 'tour' || doc._type === 'festival') && typeof doc.year === 'number') {
      this.bump(doc.year, doc._type)
    }
  }

  sorted() {
    const sortKeys = <T>(o: Record<string, T>) =>
      Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((k) => [k, o[k] as T]),
      )
    const byYear = Object.fromEntries(
      Object.keys(this.byYear)
        .sort()
        .map((y) => [y, sortKeys(this.byYear[y] ?? {})]),
    )
    return { byType: sortKeys(this.byType), byYear }
  }
}

export interface Manifest {
  generatorVersion: string
  seed: string
  scale: number
  currentYear: number
  /** The current festival's weekend, when --date chose it (the year's mid-October one otherwise). */
  festival?: { saturday: string; sunday: string }
  years: number[]
  documents: number
  counts: ReturnType<Tally['sorted']>
  images: number
  dataset: { file: string; bytes: number; sha1: string }
}
