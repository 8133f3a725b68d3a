import { describe, expect, it } from 'vitest'
import { orderedId } from './ordered-id'

describe('orderedId', () => {
  it('sorts in the order the ids were made, many within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId())
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is a version 7 UUID', () => {
    expect(orderedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
