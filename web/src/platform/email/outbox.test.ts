import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOutboxSender } from './outbox'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('the outbox', () => {
  it('leaves one whole JSON file per message and nothing half-written', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-outbox-'))
    dirs.push(dir)
    const sender = createOutboxSender(path.join(dir, 'outbox'))
    const messages = Array.from({ length: 5 }, (_, i) => ({
      to: `m${i}@example.org`,
      subject: `Hello ${i}`,
      text: 'x'.repeat(200_000),
      html: '<p>x</p>',
    }))
    await Promise.all(messages.map((m) => sender.send(m)))
    const names = readdirSync(path.join(dir, 'outbox'))
    expect(names).toHaveLength(5)
    expect(names.every((n) => n.endsWith('.json') && !n.startsWith('.'))).toBe(true)
    const sent = names.map((n) => JSON.parse(readFileSync(path.join(dir, 'outbox', n), 'utf8')).to).sort()
    expect(sent).toEqual(messages.map((m) => m.to))
  })
})
