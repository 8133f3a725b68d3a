import { describe, expect, it } from 'vitest'
import { demoDocuments, demoYears } from '../../../test/demo-dataset'
import { bannerShown, type BannerTimes } from './banner-window'
import { festivalPhase } from './phase'

// The demo's banner says "start planning your weekend": it is dated to go when the festival's
// last day ends on the festival's clock, the same instant the phase turns to "over".

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
  it('ends when the festival’s last day ends', () => {
    const { endsAt } = momentAt(new Date())
    expect(banner?.endsAt).toBeTruthy()
    expect(Date.parse(String(banner?.endsAt))).toBe(endsAt?.getTime())
  })

  it('shows before and through the weekend, and is gone once the festival is over', () => {
    const endsAt = momentAt(new Date()).endsAt as Date
    const before = new Date(endsAt.getTime() - 1_000)
    const after = endsAt
    expect(momentAt(before).phase).toBe('weekend')
    expect(bannerShown(banner, before)).toBe(true)
    expect(bannerShown(banner, new Date('2026-10-01T17:00:00Z'))).toBe(true)
    expect(momentAt(after).phase).toBe('over')
    expect(bannerShown(banner, after)).toBe(false)
    expect(bannerShown(banner, new Date('2026-11-26T17:00:00Z'))).toBe(false)
  })
})
