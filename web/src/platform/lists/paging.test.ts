import { describe, expect, it } from 'vitest'
import { pageLinks, pageOf, parsePage } from './paging'

describe('parsePage', () => {
  it('reads a whole number from 1 and falls back to the first page', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(undefined)).toBe(1)
    for (const bad of ['0', '-1', '2.5', 'two', '1e3', '999999', ' 2', '']) expect(parsePage(bad)).toBe(1)
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1)

  it('gives the page asked for with its positions', () => {
    expect(pageOf(items, 2, 4)).toEqual({ items: [5, 6, 7, 8], page: 2, pages: 3, first: 5, last: 8, total: 10 })
    expect(pageOf(items, 3, 4)).toMatchObject({ items: [9, 10], first: 9, last: 10 })
  })

  it('shows the last page for a page past the end, and one empty page for no items', () => {
    expect(pageOf(items, 9, 4)).toMatchObject({ page: 3, items: [9, 10] })
    expect(pageOf([], 2, 4)).toEqual({ items: [], page: 1, pages: 1, first: 0, last: 0, total: 0 })
  })
})

describe('pageLinks', () => {
  it('offers the ends and the neighbourhood of the current page, with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 6)).toEqual([1, 2, 3, null, 6])
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(pageLinks(10, 10)).toEqual([1, null, 8, 9, 10])
    // A gap of one page is the page, not an ellipsis.
    expect(pageLinks(4, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })
})
