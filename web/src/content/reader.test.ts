import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { settingsQuery } from '@/content/sanity/queries'
import { oneReader } from './reader'

// A one-answer reader shapes an answer once: the same answer object (the local engine's memoised
// answer, until the dataset changes) gives the same record; a new answer is shaped anew.

const reader = oneReader({ query: settingsQuery, record: z.object({ currentYear: z.number() }), tags: ['settings'] })

describe('oneReader', () => {
  it('shapes the same answer once, and a new answer anew', () => {
    const answer = { currentYear: 2026 }
    const record = reader.shape(answer)
    expect(record).toEqual({ currentYear: 2026 })
    expect(reader.shape(answer)).toBe(record)
    const republished = { currentYear: 2027 }
    expect(reader.shape(republished)).toEqual({ currentYear: 2027 })
    expect(reader.shape({ currentYear: 2026 })).not.toBe(record)
  })
})
