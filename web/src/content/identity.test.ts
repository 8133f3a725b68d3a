import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoDocuments, ofType } from '../../test/demo-dataset'
import { FALLBACK_TITLE } from './fallback-title'
import { identityOf, ogLocaleOf } from './identity'

describe('the festival’s identity', () => {
  it('is what the settings say', () => {
    const identity = identityOf({
      title: 'Open House Helsinki',
      centreName: 'Arkkitehtuurikeskus',
      city: 'Helsinki',
      country: 'FI',
      timeZone: 'Europe/Helsinki',
      units: 'km',
      currency: 'EUR',
      languages: { default: 'fi', others: ['sv', 'en'] },
    })
    expect(identity).toEqual({
      title: 'Open House Helsinki',
      centre: 'Arkkitehtuurikeskus',
      place: { city: 'Helsinki', region: undefined, country: 'FI' },
      timeZone: 'Europe/Helsinki',
      units: 'km',
      currency: 'EUR',
      languages: { default: 'fi', others: ['sv', 'en'] },
      ogLocale: 'fi_FI',
    })
  })

  it('falls back part by part: unread settings, empty or unusable values', () => {
    const none = identityOf(null)
    expect(none).toMatchObject({ title: FALLBACK_TITLE, centre: FALLBACK_TITLE, place: {}, units: 'km', currency: 'USD', ogLocale: 'en' })
    expect(none.languages).toEqual({ default: 'en', others: [] })
    const odd = identityOf({
      title: '  ',
      centreName: '',
      country: 'Finland',
      units: 'leagues',
      currency: 'euro',
      languages: { default: 'English', others: ['es', 'es', 'en', 'Spanish'] },
    })
    expect(odd).toMatchObject({
      title: FALLBACK_TITLE,
      centre: FALLBACK_TITLE,
      place: { country: undefined },
      units: 'km',
      currency: 'USD',
    })
    expect(odd.languages).toEqual({ default: 'en', others: ['es'] })
    // Without its own centre, the title signs.
    expect(identityOf({ title: 'Doors Open Toronto' }).centre).toBe('Doors Open Toronto')
  })

  it('writes the Open Graph locale from the language and the country', () => {
    expect(ogLocaleOf('en', 'US')).toBe('en_US')
    expect(ogLocaleOf('pt-BR', 'PT')).toBe('pt_BR')
    expect(ogLocaleOf('es', undefined)).toBe('es')
  })
})

// The city is content: the demo's settings name it, and the web app's own files name neither it
// nor its centre, so another city's festival runs this code as it is. Tests and the generated
// types may (the tests are written for the demo).
const SRC = path.resolve(import.meta.dirname, '..')
const GENERATED = new Set(['content/sanity/types.ts', 'content/sanity/schema.json'].map((file) => path.join(SRC, file)))

function ownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ownFiles(full)
    return /\.(tsx?|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !GENERATED.has(full) ? [full] : []
  })
}

const settings = ofType(demoDocuments(), 'settings')[0]
const names = [settings?.city, settings?.centreName].filter((name): name is string => typeof name === 'string' && name !== '')

const naming = (text: string) => names.filter((name) => text.toLowerCase().includes(name.toLowerCase()))

describe('the code names no city', () => {
  it('the demo names its city and centre in its settings', () => {
    expect(names).toHaveLength(2)
  })

  it('no file of the web app names them', () => {
    const offenders = ownFiles(SRC).flatMap((file) =>
      naming(readFileSync(file, 'utf8')).map((name) => `${path.relative(SRC, file)}: ${name}`),
    )
    expect(offenders).toEqual([])
  })

  it('would notice a file that did', () => {
    expect(naming(`const title = 'Open House ${names[0]}'`)).toEqual([names[0]])
    expect(naming(`filename="open-house-${names[0]!.toLowerCase()}.json"`)).toEqual([names[0]])
  })
})
