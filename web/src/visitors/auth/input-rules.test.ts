import { describe, expect, it } from 'vitest'
import { authInputProblem } from './input-rules'

describe('authInputProblem', () => {
  it('refuses a NUL anywhere in the body, at any endpoint', () => {
    expect(authInputProblem('/revoke-session', { token: 'a\u0000b' })).toMatch(/NUL/)
    expect(authInputProblem('/update-user', { name: 'Ann', extra: { deep: ['x\u0000'] } })).toMatch(/NUL/)
  })

  it('takes only text of a sensible length as a name', () => {
    expect(authInputProblem('/update-user', { name: 'Ann Lee' })).toBeUndefined()
    for (const name of [null, 42, true, ['a'], { a: 1 }]) expect(authInputProblem('/update-user', { name })).toBe('The name must be text.')
    expect(authInputProblem('/update-user', { name: 'x'.repeat(201) })).toMatch(/at most 200/)
    expect(authInputProblem('/update-user', { image: null })).toBeUndefined()
  })

  it('refuses addresses longer than mail allows', () => {
    expect(authInputProblem('/sign-in/magic-link', { email: `${'a'.repeat(64)}@example.org` })).toBeUndefined()
    expect(authInputProblem('/sign-in/magic-link', { email: `${'a'.repeat(65)}@example.org` })).toMatch(/too long/)
    expect(authInputProblem('/sign-in/magic-link', { email: `a@${'b'.repeat(250)}.org` })).toMatch(/too long/)
  })
})
