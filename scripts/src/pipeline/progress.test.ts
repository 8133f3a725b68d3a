import { describe, expect, it } from 'vitest'
import { createProgress } from './progress'

const sink = (isTTY: boolean) => {
  const writes: string[] = []
  return { stream: { isTTY, columns: 80, write: (t: string) => writes.push(t) }, writes }
}

describe('progress output', () => {
  it('prints a line per tenth of the work and a closing line when stdout is not a terminal', () => {
    const { stream, writes } = sink(false)
    const bar = createProgress('import: documents', 200, stream)
    for (let i = 0; i < 200; i++) bar.tick(1, '(batch 1/2)')
    bar.done()
    const lines = writes.join('').trim().split('\n')
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe('import: documents 20/200 (10%) (batch 1/2)')
    expect(lines[9]).toMatch(/^import: documents 200\/200 done in \d+\.\ds$/)
  })

  it('redraws one bar in place on a terminal', () => {
    const { stream, writes } = sink(true)
    const bar = createProgress('export: images', 4, stream)
    bar.tick(4)
    bar.done()
    const text = writes.join('')
    expect(text.startsWith('\r')).toBe(true)
    expect(text).toContain(`export: images ${'█'.repeat(28)} 4/4`)
    expect(text.endsWith('s)\n')).toBe(true)
    expect(text.split('\n')).toHaveLength(2)
  })

  it('counts without a bar when the total is unknown', () => {
    const { stream, writes } = sink(false)
    const bar = createProgress('export: documents', undefined, stream)
    bar.tick(2500)
    bar.done()
    expect(writes.join('')).toMatch(/^export: documents 2500\nexport: documents 2500 done in/)
  })
})
