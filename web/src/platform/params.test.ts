import { describe, expect, it } from 'vitest'
import { checkId, checkYear } from './params'

describe('checkYear', () => {
  it('accepts four digits', () => expect(checkYear('2024')).toEqual({ ok: true, value: 2024 }))
  it.each(['24', '20245', 'abcd', '2024a', '', '-2024'])('rejects %j with a message saying what a year is', (raw) => {
    const result = checkYear(raw)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/four digits/)
  })
})

describe('checkId', () => {
  it('accepts document ids', () => expect(checkId('site.marlowe-house_2')).toEqual({ ok: true, value: 'site.marlowe-house_2' }))
  it.each(['../etc/passwd', 'a b', '"quoted"', '', '.hidden', 'x'.repeat(201)])('rejects %j', (raw) => {
    expect(checkId(raw).ok).toBe(false)
  })
})
