import { describe, expect, it } from 'vitest'
import { contactAction, newsletterAction } from './actions'
import type { FormResult } from './result'

// The forms' server actions take their arguments from the client, in whatever shape it sends:
// a state or form of another shape is an invalid submission, never a thrown error (a 500).

describe('the forms’ server actions', () => {
  it.each([
    ['no arguments', undefined, undefined],
    ['a null state', null, 'x'],
    ['a string state and no form', 'x', undefined],
    ['a form that is a string', { outcome: 'idle', message: '' }, 'email=a@example.org'],
    ['a form that is an object', { outcome: 'idle', message: '' }, { email: 'a@example.org' }],
  ])('answer %s as invalid', async (_name, previous, form) => {
    for (const action of [newsletterAction, contactAction]) {
      const result = await action(previous as FormResult, form as unknown as FormData).catch((error: unknown) => ({ thrown: error }))
      expect(result).toEqual({ outcome: 'invalid', message: 'Send the form’s fields as a form.', attempt: 1 })
    }
  })

  it('count attempts from a state that has a number of them, and only from one', async () => {
    expect(await newsletterAction({ outcome: 'invalid', message: '', attempt: 2 }, 'x' as never)).toMatchObject({ attempt: 3 })
    expect(await newsletterAction({ outcome: 'invalid', message: '', attempt: '2' } as never, 'x' as never)).toMatchObject({ attempt: 1 })
    expect(await newsletterAction({ outcome: 'invalid', message: '', attempt: 1e308 }, 'x' as never)).toMatchObject({ attempt: 1 })
  })
})
