import { describe, expect, it } from 'vitest'
import { isOutsidePages, pathIn, splitLanguage } from './language-addresses'

const languages = { default: 'en', others: ['es', 'pt-BR'] }

describe('a page address and its language', () => {
  it('reads the default language from an address without one, and another from its first segment', () => {
    expect(splitLanguage('/sites/abernathy-cold-storage', languages)).toEqual({
      language: 'en',
      path: '/sites/abernathy-cold-storage',
      prefixed: false,
    })
    expect(splitLanguage('/es/sites/abernathy-cold-storage', languages)).toEqual({
      language: 'es',
      path: '/sites/abernathy-cold-storage',
      prefixed: true,
    })
    expect(splitLanguage('/es', languages)).toEqual({ language: 'es', path: '/', prefixed: true })
    expect(splitLanguage('/pt-BR/tours', languages)).toEqual({ language: 'pt-BR', path: '/tours', prefixed: true })
  })

  it('says when the default language is named, which has its address without it', () => {
    expect(splitLanguage('/en/sites', languages)).toEqual({ language: 'en', path: '/sites', prefixed: true })
  })

  it('takes a first segment for a language only when the festival offers it', () => {
    expect(splitLanguage('/fr/sites', languages)).toEqual({ language: 'en', path: '/fr/sites', prefixed: false })
    expect(splitLanguage('/espanol', languages)).toEqual({ language: 'en', path: '/espanol', prefixed: false })
    expect(splitLanguage('/', languages)).toEqual({ language: 'en', path: '/', prefixed: false })
  })

  it('writes a path in a language, keeping its query and fragment', () => {
    expect(pathIn('/sites?neighborhood=andersonville', 'es', languages)).toBe('/es/sites?neighborhood=andersonville')
    expect(pathIn('/', 'es', languages)).toBe('/es')
    expect(pathIn('/?view=map', 'es', languages)).toBe('/es?view=map')
    expect(pathIn('/sites', 'en', languages)).toBe('/sites')
  })

  it('leaves links that are not a path of the site as they are', () => {
    expect(pathIn('https://example.org/sites', 'es', languages)).toBe('https://example.org/sites')
    expect(pathIn('//example.org/sites', 'es', languages)).toBe('//example.org/sites')
    expect(pathIn('#main', 'es', languages)).toBe('#main')
    expect(pathIn('mailto:info@example.org', 'es', languages)).toBe('mailto:info@example.org')
  })

  it('keeps the Studio and the app’s own files out of the pages', () => {
    expect(isOutsidePages('/ohc-admin/structure')).toBe(true)
    expect(isOutsidePages('/_not-found')).toBe(true)
    expect(isOutsidePages('/opengraph-image')).toBe(true)
    expect(isOutsidePages('/og')).toBe(true)
    expect(isOutsidePages('/sites')).toBe(false)
    expect(isOutsidePages('/')).toBe(false)
  })
})
