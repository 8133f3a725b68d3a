import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The festival's time zone comes from the settings, and the fallback is declared once in this
// folder: a zone written into any other module would quietly ignore what the editors set.

const SRC = path.resolve(import.meta.dirname, '../..')
const TIME_DIR = import.meta.dirname
const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC', 'GMT', 'Etc/GMT'])
const QUOTED = /(['"`])([A-Za-z_][A-Za-z0-9_+\-/]*)\1/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === TIME_DIR ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function zoneLiterals(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(QUOTED)].map((m) => m[2] ?? '').filter((value) => ZONES.has(value))
}

describe('time zones in the code', () => {
  it('knows the zone names it looks for', () => {
    expect(ZONES.has('America/Chicago')).toBe(true)
    expect(zoneLiterals(path.join(TIME_DIR, 'zone-literals.test.ts'))).toContain('America/Chicago')
  })

  it('names no time zone outside the time module (the zone comes from the settings)', () => {
    const found = sourceFiles(SRC).flatMap((file) => zoneLiterals(file).map((zone) => `${path.relative(SRC, file)}: ${zone}`))
    expect(found).toEqual([])
  })
})
