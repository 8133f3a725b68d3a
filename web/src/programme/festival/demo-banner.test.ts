import { describe, expect, it } from 'vitest'
import { demoDocuments, demoYears } from '../../../test/demo-dataset'
import { bannerShown, type BannerTimes } from './banner-window'
import { festivalPhase } from './phase'

// The demo's banner says "start planning your weekend": it is dated to go when the weekend
// begins on the festival's clock, the same instant the phase turns to "weekend", so nobody is
// told to start planning on the festival's own days.

const docs = demoDocuments()
const settings = docs.find((d) => d._id === 'settings')
const { current } = demoYears(docs)
const festival = docs.find((d) => d._type === 'festival' && d.year === current)
const banner = settings?.announcement as BannerTimes | undefined

const momentAt = (now: Date) =>
  festivalPhase({
    timeZone: String(settings?.timeZone),
    current: { year: current, startDate: String(festival?.startDate), endDate: String(festival?.endDate) },
    now,
  })

describe('the demo’s announcement banner', () => {
  it('ends when the festival’s first day begins', () => {
    const { startsAt } = momentAt(new Date())
    expect(banner?.endsAt).toBeTruthy()
    expect(Date.parse(String(banner?.endsAt))).toBe(startsAt?.getTime())
  })

  it('shows while the programme is out, and is gone on the weekend and after', () => {
    const startsAt = momentAt(new Date()).startsAt as Date
    const before = new Date(startsAt.getTime() - 1_000)
    expect(momentAt(before).phase).toBe('programme')
    expect(bannerShown(banner, before)).toBe(true)
    expect(bannerShown(banner, new Date('2026-10-01T17:00:00Z'))).toBe(true)
    expect(momentAt(startsAt).phase).toBe('weekend')
    expect(bannerShown(banner, startsAt)).toBe(false)
    expect(bannerShown(banner, new Date('2026-11-26T17:00:00Z'))).toBe(false)
  })
})
