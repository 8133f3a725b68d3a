import { describe, expect, it } from 'vitest'
import { filterQuery } from './filter-query'

describe('filterQuery', () => {
  it('keeps filled fields in order, repeated keys included', () => {
    expect(
      filterQuery([
        ['hood', 'loop'],
        ['access', 'step-free'],
        ['access', 'elevator'],
        ['day', 'sunday'],
      ]),
    ).toBe('hood=loop&access=step-free&access=elevator&day=sunday')
  })

  it('leaves out empty fields and the values the page assumes anyway', () => {
    expect(
      filterQuery(
        [
          ['q', '  '],
          ['category', ''],
          ['view', 'list'],
        ],
        { view: 'list' },
      ),
    ).toBe('')
    expect(filterQuery([['view', 'map']], { view: 'list' })).toBe('view=map')
  })

  it('trims the search text only, and encodes what it keeps', () => {
    expect(filterQuery([['q', '  art deco & more ']])).toBe('q=art+deco+%26+more')
    expect(filterQuery([['note', ' spaced ']])).toBe('note=+spaced+')
  })
})
