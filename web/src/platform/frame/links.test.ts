import { describe, expect, it } from 'vitest'
import { frameLinkFor } from './links'

const site = 'https://openhousechicago.org'
const inFrame = (href: string, extra: { target?: string; rel?: string; download?: unknown } = {}) => frameLinkFor({ href, ...extra }, site)

describe('a link inside a frame', () => {
  it.each([
    ['/', '/iframe'],
    ['/sites/the-rookery', '/iframe/sites/the-rookery'],
    ['/sites?view=map&day=sunday', '/iframe/sites?view=map&day=sunday'],
    ['/events/a-talk#reserve', '/iframe/events/a-talk#reserve'],
    ['/tours', '/iframe/tours'],
    ['/neighborhoods/loop', '/iframe/neighborhoods/loop'],
    ['/archive/2024', '/iframe/archive/2024'],
    ['/memberships', '/iframe/memberships'],
    ['/login?callbackURL=%2Fiframe%2Fevents%2Fa-talk', '/iframe/login?callbackURL=%2Fiframe%2Fevents%2Fa-talk'],
    ['/my-ohc/itineraries?id=42', '/iframe/my-ohc/itineraries?id=42'],
    ['/iframe/sites', '/iframe/sites'],
    // The site's own address written in full (as editors may paste it) is a page of the site too.
    ['https://openhousechicago.org/sites/the-rookery', '/iframe/sites/the-rookery'],
  ])('to %s stays in the frame as %s', (href, framed) => {
    expect(inFrame(href)).toEqual({ href: framed })
  })

  it.each(['/stops/boulevards-by-bike-stop-1', '/archive/sites/images', '/my-ohc/itineraries/print?id=42', '/api/draft-mode/disable'])(
    'to %s, a page that may not be framed, opens in a new tab',
    (href) => {
      expect(inFrame(href)).toEqual({ href, target: '_blank', rel: 'noopener' })
    },
  )

  it('keeps the rel it had, adding noopener once', () => {
    expect(inFrame('/stops/a', { rel: 'next' })).toEqual({ href: '/stops/a', target: '_blank', rel: 'next noopener' })
    expect(inFrame('/stops/a', { rel: 'noopener' })).toEqual({ href: '/stops/a', target: '_blank', rel: 'noopener' })
  })

  it.each<[string, string, { target?: string; rel?: string; download?: unknown }]>([
    ['another site', 'https://tickets.example.org/buy', { rel: 'noopener' }],
    ['another site on the same host name but another scheme', 'http://openhousechicago.org/sites/x', {}],
    ['a protocol-relative address', '//evil.example/sites', {}],
    ['a part of this page', '#images-2024', {}],
    ['a query of this page', '?view=map', {}],
    ['an email address', 'mailto:hello@example.org', {}],
    ['a download', '/api/events/x/calendar.ics', { download: 'x.ics' }],
    ['a download without a name', '/api/me/export', { download: true }],
    ['a link that names its window', '/sites', { target: '_blank', rel: 'noreferrer' }],
  ])('to %s is left as it is', (_what, href, extra) => {
    expect(inFrame(href, extra)).toEqual({ href, target: extra.target, rel: extra.rel })
  })
})
