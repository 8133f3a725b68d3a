import { expect, it } from 'vitest'
import { visitsCsv } from './visits-csv'

it('writes a header and one row per site, day and hour, ordered, with CRLF', () => {
  const text = visitsCsv([
    { site: 'B House', slug: 'b-house', day: '2026-10-18', hour: 9, visits: 2 },
    { site: 'A Hall', slug: 'a-hall', day: '2026-10-17', hour: 14, visits: 5 },
    { site: 'A Hall', slug: 'a-hall', day: '2026-10-17', hour: 9, visits: -1 },
  ])
  expect(text).toBe(
    'site,slug,day,hour,visits\r\nA Hall,a-hall,2026-10-17,09:00,-1\r\nA Hall,a-hall,2026-10-17,14:00,5\r\nB House,b-house,2026-10-18,09:00,2\r\n',
  )
})

it('quotes commas and quotes, and keeps a name that looks like a formula from running', () => {
  const text = visitsCsv([
    { site: 'Smith, Jones & "Co"', slug: 's', day: '2026-10-17', hour: 10, visits: 1 },
    { site: '=HYPERLINK("x")', slug: 't', day: '2026-10-17', hour: 11, visits: 1 },
  ])
  expect(text).toContain('"Smith, Jones & ""Co""",s,')
  expect(text).toContain(`"'=HYPERLINK(""x"")",t,`)
})
