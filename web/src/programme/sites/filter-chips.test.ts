import { describe, expect, it } from 'vitest'
import { wordsIn } from '@/platform/i18n/catalogues'
import { categoryIn } from './category'
import { siteFilterChips } from './filter-chips'
import { parseSiteFilter } from './filters'

const names = new Map([['pilsen', 'Pilsen']])
const t = wordsIn('en', 'sites')
const category = (value: string) => categoryIn(value, wordsIn('en', 'site'))
const chipsOf = (query: string, words = t, categories = category) =>
  siteFilterChips(parseSiteFilter(new URLSearchParams(query)), (slug) => names.get(slug), undefined, words, categories)

describe('siteFilterChips', () => {
  it('has no chips without a filter, whatever the view or page', () => {
    expect(chipsOf('view=map')).toEqual([])
    expect(chipsOf('page=3')).toEqual([])
  })

  it('names each filter and removes only it, back on the first page', () => {
    expect(chipsOf('neighborhood=pilsen&day=sunday&access=elevator&open=now&page=2')).toEqual([
      { label: 'Pilsen', query: 'day=sunday&access=elevator&open=now' },
      { label: 'Sunday', query: 'neighborhood=pilsen&access=elevator&open=now' },
      { label: 'Elevator', query: 'neighborhood=pilsen&day=sunday&open=now' },
      { label: 'Open now', query: 'neighborhood=pilsen&day=sunday&access=elevator' },
    ])
  })

  it('keeps the map view, quotes the search and falls back to the slug of an unknown neighborhood', () => {
    expect(chipsOf('q=tower&neighborhood=no-such-place&membership=priority&view=map')).toEqual([
      { label: '“tower”', query: 'neighborhood=no-such-place&membership=priority&view=map' },
      { label: 'no-such-place', query: 'membership=priority&q=tower&view=map' },
      { label: 'Member priority entry', query: 'neighborhood=no-such-place&q=tower&view=map' },
    ])
    expect(chipsOf('wheelchair=partial&category=civic&new=1').map((c) => c.label)).toEqual([
      'Civic & government',
      'Wheelchair accessible (fully or partly)',
      'New this year',
    ])
  })

  it('says each filter in Spanish on a Spanish list', () => {
    const es = (value: string) => categoryIn(value, wordsIn('es', 'site'))
    expect(
      chipsOf(
        'day=sunday&access=elevator&open=now&line=short&wheelchair=full&category=civic&membership=public',
        wordsIn('es', 'sites'),
        es,
      ).map((c) => c.label),
    ).toEqual([
      'Cívico y gobierno',
      'Domingo',
      'Totalmente accesible en silla de ruedas',
      'Ascensor',
      'Abierto ahora',
      'Fila corta (15 min o menos)',
      'Abiertos a todo el público',
    ])
  })
})

describe('the order by distance as a chip', () => {
  it('says where from, and its removal keeps the filters', () => {
    const filter = parseSiteFilter(new URLSearchParams('day=sunday&near=41.882,-87.629'))
    expect(siteFilterChips(filter, () => undefined, 'you', t, category)[0]).toEqual({ label: 'Near you', query: 'day=sunday' })
    // A place the list does not know orders nothing, so it has no chip.
    expect(siteFilterChips(filter, () => undefined, undefined, t, category).map((c) => c.label)).toEqual(['Sunday'])
  })
})

describe('the line as chips', () => {
  it('names the order and the filter, each removed alone, with near and open now kept', () => {
    const filter = parseSiteFilter(new URLSearchParams('line=short&sort=line&open=now&near=neighborhood:pilsen&day=sunday'))
    expect(siteFilterChips(filter, (slug) => names.get(slug), 'Pilsen', t, category)).toEqual([
      { label: 'Near Pilsen', query: 'day=sunday&open=now&line=short&sort=line' },
      { label: 'Shortest line first', query: 'day=sunday&open=now&line=short&near=neighborhood%3Apilsen' },
      { label: 'Sunday', query: 'open=now&line=short&near=neighborhood%3Apilsen&sort=line' },
      { label: 'Open now', query: 'day=sunday&line=short&near=neighborhood%3Apilsen&sort=line' },
      { label: 'Short line (15 min or less)', query: 'day=sunday&open=now&near=neighborhood%3Apilsen&sort=line' },
    ])
  })
})
