import { describe, expect, it } from 'vitest'
import { fill, fillParts } from './fill'

describe('fill', () => {
  it('puts each value in its place, as often as it is named', () => {
    expect(fill('{places} left', { places: '3 places' })).toBe('3 places left')
    expect(fill('El {n}.º y el {n}.º', { n: 2 })).toBe('El 2.º y el 2.º')
  })

  it('ignores values the template does not use and keeps names it was not given', () => {
    expect(fill('Enter by {closes}.', { closes: 'Oct 1', unused: 'x' })).toBe('Enter by Oct 1.')
    expect(fill('Drawn on {when}.', {})).toBe('Drawn on {when}.')
  })

  it('reads no name from the object’s prototype', () => {
    expect(fill('{toString}', {})).toBe('{toString}')
  })

  it('in parts, keeps a value that is not text as given, where the language puts it', () => {
    const title = { strong: 'Rookery' }
    expect(fillParts('arrive {arrive} at {title}, leave {leave}', { arrive: '10:00', title, leave: 11 })).toEqual([
      'arrive ',
      '10:00',
      ' at ',
      title,
      ', leave ',
      '11',
    ])
    expect(fillParts('llega a las {arrive} a {title}', { arrive: '10:00', title })).toEqual(['llega a las ', '10:00', ' a ', title])
    expect(fillParts('{missing} here', {})).toEqual(['{missing}', ' here'])
  })
})
