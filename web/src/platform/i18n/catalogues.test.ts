import { describe, expect, it } from 'vitest'
import { EVENT_CATEGORIES, STATUS_KINDS, TOUR_MODES } from '@ohc/schemas/names'
import { CATALOGUES, choosableLanguages, languageFor, languageName, wordsOf } from './catalogues'

// Every catalogue has every message of the English one, no other, and each with the same ICU
// arguments, so no language shows a key or loses a place, a date or a link.

type Tree = { [key: string]: string | Tree }

function messages(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [p, v] of messages(value, path)) found.set(p, v)
  }
  return found
}

/**
 * The names of a message's ICU arguments ({name}, {count, plural, …}), sorted. A plural's or a
 * select's branch ("one {Architect}") is words, not an argument.
 */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()

const english = messages(CATALOGUES.en)

/** What is wrong with a catalogue against the English one. */
function problems(catalogue: Tree): string[] {
  const other = messages(catalogue)
  return [
    ...[...english.keys()].filter((key) => !other.has(key)).map((key) => `missing ${key}`),
    ...[...other.keys()].filter((key) => !english.has(key)).map((key) => `unknown ${key}`),
    ...[...english]
      .filter(([key, message]) => other.has(key) && argumentsOf(other.get(key)!).join() !== argumentsOf(message).join())
      .map(([key]) => `arguments of ${key}`),
  ]
}

describe('the catalogues', () => {
  it.each(Object.keys(CATALOGUES))('%s has every message, with the same arguments', (language) => {
    expect(problems(CATALOGUES[language as keyof typeof CATALOGUES] as Tree)).toEqual([])
  })

  it('would notice a missing message, an extra one and a lost argument', () => {
    const broken: Tree = structuredClone(CATALOGUES.es) as Tree
    const emails = broken.emails as Tree
    delete (emails.signIn as Tree).button
    ;(emails.signIn as Tree).extra = 'x'
    ;(emails.booked as Tree).body = 'Tienes plazas.'
    expect(problems(broken)).toEqual(['missing emails.signIn.button', 'unknown emails.signIn.extra', 'arguments of emails.booked.body'])
  })

  it('names every kind of live notice, in English as the Studio does', () => {
    for (const kind of STATUS_KINDS) expect(CATALOGUES.en.status[kind.value]).toBe(kind.title)
  })

  it('names every tour mode, in English as the Studio does', () => {
    for (const mode of TOUR_MODES) expect(CATALOGUES.en.tour.mode[mode.value]).toBe(mode.title)
  })

  it('names every event category, in English as the Studio does', () => {
    for (const category of EVENT_CATEGORIES) expect(CATALOGUES.en.events.category[category.value]).toBe(category.title)
  })

  it('formats plurals in each language', () => {
    expect(wordsOf('en', 'emails')('common.places', { count: 1 })).toBe('1 place')
    expect(wordsOf('en', 'emails')('common.places', { count: 3 })).toBe('3 places')
    expect(wordsOf('es', 'emails')('common.places', { count: 1 })).toBe('1 plaza')
    expect(wordsOf('es', 'emails')('common.places', { count: 2 })).toBe('2 plazas')
  })
})

describe('the language to speak', () => {
  const offered = { default: 'en', others: ['es'] }

  it('is the one asked for when the festival offers it and has its words', () => {
    expect(languageFor('es', offered)).toBe('es')
    expect(languageFor('es-MX', offered)).toBe('es')
    expect(languageFor('en', offered)).toBe('en')
  })

  it('is the festival’s default otherwise', () => {
    expect(languageFor(null, offered)).toBe('en')
    expect(languageFor('fr', offered)).toBe('en')
    expect(languageFor('es', { default: 'en', others: [] })).toBe('en')
    expect(languageFor(undefined, { default: 'es', others: ['en'] })).toBe('es')
    // A default without words of its own: English.
    expect(languageFor('fi', { default: 'fi', others: ['sv', 'en'] })).toBe('en')
  })

  it('offers the festival’s languages that have words, each named in itself', () => {
    expect(choosableLanguages({ default: 'fi', others: ['sv', 'en', 'es'] })).toEqual(['en', 'es'])
    expect(languageName('es')).toBe('Español')
    expect(languageName('en')).toBe('English')
  })
})
