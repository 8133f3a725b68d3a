import { describe, expect, it } from 'vitest'
import { NEVER, PERSONAL_PAGES } from './paths'

// The worker keeps a member's and a host's pages in their personal cache, and never keeps sign-in
// or the API, in every language's address as in the default language's.

describe('the addresses the worker keeps', () => {
  it('keeps the personal pages apart in every language', () => {
    for (const path of ['/my-ohc/places', '/es/my-ohc/places', '/pt-BR/my-ohc', '/es/iframe/my-ohc/places', '/es/host/a-site', '/host'])
      expect(PERSONAL_PAGES.test(path), path).toBe(true)
    for (const path of ['/sites', '/es/sites/my-ohc', '/ops', '/es/tours/host-tour', '/my-ohcx'])
      expect(PERSONAL_PAGES.test(path), path).toBe(false)
  })

  it('never keeps sign-in or the API, in any language', () => {
    for (const path of ['/login', '/es/login', '/api/sites', '/ohc-admin']) expect(NEVER.test(path), path).toBe(true)
    for (const path of ['/sites', '/es/sites', '/es/my-ohc']) expect(NEVER.test(path), path).toBe(false)
  })
})
