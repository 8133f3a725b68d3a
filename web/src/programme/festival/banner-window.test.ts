import { describe, expect, it } from 'vitest'
import { bannerShown } from './banner-window'

const banner = {
  enabled: true,
  message: 'The 2026 festival guide is live',
  startsAt: '2026-09-05T05:00:00Z',
  endsAt: '2026-10-19T05:00:00Z',
}
const at = (iso: string) => new Date(iso)

describe('bannerShown', () => {
  it('shows from its start, up to the second before its end', () => {
    expect(bannerShown(banner, at('2026-09-05T04:59:59Z'))).toBe(false)
    expect(bannerShown(banner, at('2026-09-05T05:00:00Z'))).toBe(true)
    expect(bannerShown(banner, at('2026-10-19T04:59:59Z'))).toBe(true)
    expect(bannerShown(banner, at('2026-10-19T05:00:00Z'))).toBe(false)
    expect(bannerShown(banner, at('2026-11-26T12:00:00Z'))).toBe(false)
  })

  it('without dates, shows while switched on with a message', () => {
    const open = { enabled: true, message: 'Hello' }
    expect(bannerShown(open, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(bannerShown({ ...open, endsAt: null, startsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(bannerShown({ ...open, enabled: false }, at('2030-01-01T00:00:00Z'))).toBe(false)
    expect(bannerShown({ enabled: true, message: '' }, at('2030-01-01T00:00:00Z'))).toBe(false)
    expect(bannerShown(null, at('2030-01-01T00:00:00Z'))).toBe(false)
  })

  it('only an end, or only a start', () => {
    expect(bannerShown({ ...banner, startsAt: undefined }, at('2026-01-01T00:00:00Z'))).toBe(true)
    expect(bannerShown({ ...banner, endsAt: undefined }, at('2027-01-01T00:00:00Z'))).toBe(true)
    expect(bannerShown({ ...banner, endsAt: undefined }, at('2026-09-01T00:00:00Z'))).toBe(false)
  })

  it('reads an unreadable date as absent', () => {
    expect(bannerShown({ ...banner, endsAt: 'soon' }, at('2027-01-01T00:00:00Z'))).toBe(true)
  })
})
