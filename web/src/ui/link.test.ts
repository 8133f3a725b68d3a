import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every link goes through ./link.tsx, a plain <a> (see there): one next/link anywhere would bring
// the client router's link component (3.6 KB gzip) into that page's first-load JavaScript.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('links', () => {
  it('are plain anchors: nothing imports next/link', () => {
    const src = path.resolve(import.meta.dirname, '..')
    const direct = sources(src).filter((file) => /from ['"]next\/link['"]/.test(readFileSync(file, 'utf8')))
    expect(direct.map((file) => path.relative(src, file))).toEqual([])
    expect(readFileSync(path.join(src, 'ui/link.tsx'), 'utf8')).toMatch(/return <a /)
  })
})
