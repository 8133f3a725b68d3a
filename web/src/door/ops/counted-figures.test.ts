import { expect, it } from 'vitest'
import { figuresFromTotals } from './counted-figures'

const sites = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: `Site ${id.toUpperCase()}`, slug: `site-${id}` }))

it('adds the days up per site, and names the five busiest', () => {
  const figures = figuresFromTotals(
    [
      { siteId: 'a', total: 10 },
      { siteId: 'a', total: 5 },
      { siteId: 'b', total: 20 },
      { siteId: 'c', total: 1 },
      { siteId: 'd', total: 2 },
      { siteId: 'e', total: 3 },
      { siteId: 'f', total: 4 },
      { siteId: 'retired', total: 7 },
    ],
    sites,
  )
  expect(figures?.visits).toBe(52)
  expect(figures?.busiest).toEqual([
    { name: 'Site B', slug: 'site-b', visits: 20 },
    { name: 'Site A', slug: 'site-a', visits: 15 },
    { name: 'Site F', slug: 'site-f', visits: 4 },
    { name: 'Site E', slug: 'site-e', visits: 3 },
    { name: 'Site D', slug: 'site-d', visits: 2 },
  ])
})

it('has nothing to say when nothing was counted', () => {
  expect(figuresFromTotals([], sites)).toBeUndefined()
  expect(figuresFromTotals([{ siteId: 'a', total: 0 }], sites)).toBeUndefined()
})
