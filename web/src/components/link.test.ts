import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every link goes through ./link.tsx (no prefetching, see there): a direct next/link import would
// bring viewport prefetching back to that component's links.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('links', () => {
  it('are imported from components/link, never straight from next/link', () => {
    const src = path.resolve(import.meta.dirname, '..')
    const own = path.join(src, 'components/link.tsx')
    const direct = sources(src).filter((file) => file !== own && /from ['"]next\/link['"]/.test(readFileSync(file, 'utf8')))
    expect(direct.map((file) => path.relative(src, file))).toEqual([])
    expect(readFileSync(own, 'utf8')).toContain('prefetch = false')
  })
})
