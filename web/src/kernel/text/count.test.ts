import { expect, it } from 'vitest'
import { count, NOUNS, nounFor, position } from './count'

it('writes a number with its noun in English', () => {
  expect(count(1, NOUNS.place)).toBe('1 place')
  expect(count(0, NOUNS.place)).toBe('0 places')
  expect(count(2, NOUNS.person)).toBe('2 people')
  expect(count(1200, NOUNS.site)).toBe('1,200 sites')
})

it('follows the language’s own plural categories', () => {
  const forms = { one: 'sitio', other: 'sitios' }
  expect(count(1, forms, 'es')).toBe('1 sitio')
  expect(count(3, forms, 'es')).toBe('3 sitios')
  // Polish has "few" for 2–4 and "many" for 5+: a language with more forms gets them.
  const pl = { one: 'miejsce', few: 'miejsca', many: 'miejsc', other: 'miejsca' }
  expect(nounFor(3, pl, 'pl')).toBe('miejsca')
  expect(nounFor(5, pl, 'pl')).toBe('miejsc')
})

it('writes a place in an order by the language’s ordinal forms', () => {
  const en = { one: '{n}st', two: '{n}nd', few: '{n}rd', other: '{n}th' }
  expect(position(21, en)).toBe('21st')
  expect(position(12, en)).toBe('12th')
  const es = { one: '{n}.º', two: '{n}.º', few: '{n}.º', other: '{n}.º' }
  expect(position(2, es, 'es')).toBe('2.º')
  expect(position(1000, es, 'es')).toBe('1000.º')
})
