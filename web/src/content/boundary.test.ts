import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Content is read only through the readers of this folder: nothing else in the app imports the
// content source, the GROQ queries or the local dataset engine. A new page or route that wants
// content adds (or reuses) a reader here, so its query, record and cache tags stay together.

const SRC = path.resolve(import.meta.dirname, '..')
const CONTENT = path.join(SRC, 'content') + path.sep
// The content API, the list addresses and members' Portable Text stand in this room but above or
// beside the readers: they read content through them like any page.
const OUTSIDE_READERS = ['api', 'list-addresses', 'portable-text'].map((dir) => path.join(CONTENT, dir) + path.sep)
const ALLOWED = { has: (file: string) => file.startsWith(CONTENT) && !OUTSIDE_READERS.some((dir) => file.startsWith(dir)) }
const FORBIDDEN =
  /from\s+['"](?:@\/content\/sanity\/(?:source|queries|local-[\w-]+|client)|(?:\.\.?\/)+sanity\/(?:source|queries|local-[\w-]+|client))(?:\/[\w-]+)?['"]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the content boundary', () => {
  it('keeps the content source and the queries behind the content readers', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(offenders).toEqual([])
  })

  it('would notice an import of the source from outside', () => {
    expect(FORBIDDEN.test(`import { contentSource } from '@/content/sanity/source'`)).toBe(true)
    expect(FORBIDDEN.test(`import { sitesQuery } from '@/content/sanity/queries'`)).toBe(true)
    expect(FORBIDDEN.test(`import { homeQuery } from '@/content/sanity/queries/home'`)).toBe(true)
    expect(FORBIDDEN.test(`import { read } from './reader'`)).toBe(false)
  })

  it('calls the content source in exactly one place', () => {
    const callers = sourceFiles(SRC)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /contentSource\(\)\s*\.query\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(callers).toEqual(['content/reader.ts'])
  })
})
