import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// One place per concern: the environment is read only by the configuration module,
// and better-auth's session only by viewer.ts. A direct read anywhere else fails this test.

const SRC = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}))

// Next writes these into the code it builds (NEXT_PUBLIC_ into browser code, NEXT_RUNTIME per
// runtime), so they must stay literal where they are used.
const INLINED_BY_NEXT = /process\.env\.(?:NEXT_PUBLIC_\w+|NEXT_RUNTIME)\b/g
// Test support: the integration tests' own databases, never the app's.
const TEST_SUPPORT = new Set(['platform/db/test-databases.ts'])

describe('boundaries of the platform and request layers', () => {
  it('reads process.env only in src/platform/', () => {
    const readers = files
      .filter(({ name }) => !name.startsWith('platform/') && !TEST_SUPPORT.has(name))
      .filter(({ text }) => text.replace(INLINED_BY_NEXT, '').includes('process.env'))
      .map(({ name }) => name)
    expect(readers).toEqual([])
  })

  it('reads the session only in platform/http/viewer.ts', () => {
    const readers = files
      .filter(({ name, text }) => name !== 'platform/http/viewer.ts' && /\bgetSession\s*\(/.test(text))
      .map(({ name }) => name)
    expect(readers).toEqual([])
  })
})
