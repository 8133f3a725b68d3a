import { describe, expect, it } from 'vitest'
import { readResultsSegment, resultsPath } from './results-address'

const NOW = new Date('2026-10-17T15:42:31Z')
const at = (search: string, pathname = '/sites') => resultsPath(pathname, new URLSearchParams(search), NOW)
const segmentOf = (path: string | undefined) => path?.split('/').at(-1) ?? ''

describe('the address of a filtered list', () => {
  it('leaves the list itself and queries with no filter it knows to the static page', () => {
    expect(at('')).toBeUndefined()
    expect(at('utm_source=mail&_rsc=abc&view=list')).toBeUndefined()
    expect(at('neighborhood=uptown', '/events')).toBeUndefined()
    expect(at('category=nonsense&day=tomorrow', '/events')).toBeUndefined()
    expect(at('neighborhood=uptown', '/tours')).toBeUndefined()
  })

  it('gives one address to the same filter written in any order, with unknown parameters dropped', () => {
    const one = at('neighborhood=uptown&category=religious&new=1')
    expect(one).toMatch(/^\/sites\/Results\/[A-Za-z0-9_-]+$/)
    expect(at('new=1&utm_source=x&category=religious&neighborhood=uptown')).toBe(one)
    expect(at('neighborhood=uptown&category=religious')).not.toBe(one)
  })

  it('normalises the events list’s filters the same way, with no minute in them', () => {
    const one = at('day=2026-10-17&category=talk&category=tour&price=free', '/events')
    expect(one).toMatch(/^\/events\/Results\/[A-Za-z0-9_-]+$/)
    expect(at('price=free&category=tour&utm=x&category=talk&day=2026-10-17', '/events')).toBe(one)
    const { query } = readResultsSegment(segmentOf(one))
    expect(query.getAll('category')).toEqual(['talk', 'tour'])
    expect(query.has('at')).toBe(false)
    expect(at('audience=members', '/iframe/events')).toMatch(/^\/iframe\/events\/Results\//)
  })

  it('carries the line filter and order, in any order, as one address', () => {
    const one = at('sort=line&line=short&open=now')
    expect(one).toMatch(/^\/sites\/Results\//)
    expect(at('open=now&line=short&utm=x&sort=line')).toBe(one)
    const { query } = readResultsSegment(segmentOf(one))
    expect(query.get('sort')).toBe('line')
    expect(query.get('line')).toBe('short')
    expect(at('sort=line', '/iframe/sites')).toMatch(/^\/iframe\/sites\/Results\//)
  })

  it('keeps the frame in the frame', () => {
    expect(at('neighborhood=uptown', '/iframe/sites')).toMatch(/^\/iframe\/sites\/Results\//)
  })

  it('reads back the same filter, whatever characters the search holds', () => {
    const { query, now } = readResultsSegment(segmentOf(at('q=caf%C3%A9%20%26%20bar%2F%25&neighborhood=uptown')))
    expect(query.get('q')).toBe('café & bar/%')
    expect(query.getAll('neighborhood')).toEqual(['uptown'])
    expect(now.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('answers "open now" for the minute it was asked in, a new address each minute', () => {
    const path = at('open=now')
    const { query, now } = readResultsSegment(segmentOf(path))
    expect(query.get('open')).toBe('now')
    expect(query.has('at')).toBe(false)
    expect(now.toISOString()).toBe('2026-10-17T15:42:00.000Z')
    const nextMinute = resultsPath('/sites', new URLSearchParams('open=now'), new Date('2026-10-17T15:43:00Z'))
    expect(nextMinute).not.toBe(path)
    expect(resultsPath('/sites', new URLSearchParams('open=now'), new Date('2026-10-17T15:42:59Z'))).toBe(path)
  })
})
