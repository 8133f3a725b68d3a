import { describe, expect, it } from 'vitest'
import {
  closesAfterOpens,
  duplicates,
  endsAfterStarts,
  isFestivalArea,
  isGeopoint,
  isPostalCode,
  kmBetween,
  isFestivalYear,
  isHref,
  isIsoDate,
  isPagePath,
  isTimeOfDay,
  isTimeZone,
  minutesOfDay,
  publishedId,
  weekdayMatches,
  weekdayOf,
  yearOfDate,
} from './rules'

describe('isTimeOfDay', () => {
  it.each(['00:00', '09:30', '12:00', '23:59'])('accepts %s', (time) => {
    expect(isTimeOfDay(time)).toBe(true)
  })
  it.each(['24:00', '9:30', '09:3', '12:60', '0930', ' 09:30', '09:30 ', '09.30', '9am', '', '25:00'])('rejects %j', (time) => {
    expect(isTimeOfDay(time)).toBe(false)
  })
  it('rejects values that are not strings', () => {
    expect(isTimeOfDay(930)).toBe(false)
    expect(isTimeOfDay(undefined)).toBe(false)
    expect(isTimeOfDay(null)).toBe(false)
  })
})

describe('minutesOfDay', () => {
  it('counts minutes since midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0)
    expect(minutesOfDay('09:30')).toBe(570)
    expect(minutesOfDay('23:59')).toBe(1439)
  })
  it('is undefined for malformed times', () => {
    expect(minutesOfDay('9:30')).toBeUndefined()
    expect(minutesOfDay(570)).toBeUndefined()
  })
})

describe('closesAfterOpens', () => {
  it('accepts a closing time after the opening time', () => {
    expect(closesAfterOpens('09:00', '17:00')).toBe(true)
    expect(closesAfterOpens('09:00', '09:01')).toBe(true)
  })
  it('rejects equal times and closing before opening', () => {
    expect(closesAfterOpens('09:00', '09:00')).toBe(false)
    expect(closesAfterOpens('17:00', '09:00')).toBe(false)
  })
  it('rejects hours that run past midnight, which the day plan cannot represent', () => {
    expect(closesAfterOpens('22:00', '02:00')).toBe(false)
  })
  it('compares as times, not as text', () => {
    // "9:00" would sort after "17:00" as text; malformed times are never "after".
    expect(closesAfterOpens('17:00', '9:00')).toBe(false)
    expect(closesAfterOpens('10:00', undefined)).toBe(false)
  })
})

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2024-10-12')).toBe(true)
    expect(isIsoDate('2024-02-29')).toBe(true)
  })
  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-05', '12/10/2024', '2024-10-12T10:00'])('rejects %s', (date) => {
    expect(isIsoDate(date)).toBe(false)
  })
})

describe('weekdayOf and weekdayMatches', () => {
  it('names the weekday of a date', () => {
    expect(weekdayOf('2024-10-12')).toBe('saturday')
    expect(weekdayOf('2024-10-13')).toBe('sunday')
    expect(weekdayOf('2024-10-14')).toBe('monday')
    expect(weekdayOf('2011-10-15')).toBe('saturday')
  })
  it('does not depend on the machine time zone (a date is a calendar day)', () => {
    // 2024-11-03 is the day US clocks go back; it is a Sunday everywhere.
    expect(weekdayOf('2024-11-03')).toBe('sunday')
  })
  it('matches a date with its festival day', () => {
    expect(weekdayMatches('2024-10-12', 'saturday')).toBe(true)
    expect(weekdayMatches('2024-10-12', 'sunday')).toBe(false)
  })
  it('never matches an impossible date', () => {
    expect(weekdayOf('2023-02-29')).toBeUndefined()
    expect(weekdayMatches('2023-02-29', 'wednesday')).toBe(false)
  })
  it('gives the calendar year of a date', () => {
    expect(yearOfDate('2024-10-12')).toBe(2024)
    expect(yearOfDate('not a date')).toBeUndefined()
  })
})

describe('endsAfterStarts', () => {
  it('allows a one-day range of dates but not a backwards one', () => {
    expect(endsAfterStarts('2024-10-12', '2024-10-13')).toBe(true)
    expect(endsAfterStarts('2024-10-12', '2024-10-12')).toBe(true)
    expect(endsAfterStarts('2024-10-13', '2024-10-12')).toBe(false)
  })
  it('in strict mode requires the end to be later', () => {
    expect(endsAfterStarts('2024-10-12T18:00:00-05:00', '2024-10-12T18:00:00-05:00', true)).toBe(false)
    expect(endsAfterStarts('2024-10-12T18:00:00-05:00', '2024-10-12T19:00:00-05:00', true)).toBe(true)
  })
  it('compares instants, not text, when offsets differ', () => {
    // 20:00 in Chicago is 01:00Z the next day, so 00:30Z is half an hour *before* it.
    expect(endsAfterStarts('2024-10-12T20:00:00-05:00', '2024-10-13T00:30:00Z', true)).toBe(false)
    expect(endsAfterStarts('2024-10-12T20:00:00-05:00', '2024-10-13T01:30:00Z', true)).toBe(true)
  })
  it('is false when either end is missing or unreadable', () => {
    expect(endsAfterStarts(undefined, '2024-10-12')).toBe(false)
    expect(endsAfterStarts('2024-10-12', 'soon')).toBe(false)
  })
})

describe('isFestivalYear', () => {
  it('accepts the bounds of YEAR_RANGE', () => {
    expect(isFestivalYear(2011)).toBe(true)
    expect(isFestivalYear(2100)).toBe(true)
  })
  it.each([2010, 2101, 2024.5, Number.NaN, '2024', undefined])('rejects %j', (year) => {
    expect(isFestivalYear(year)).toBe(false)
  })
})

describe('map points and distances', () => {
  it('takes numeric latitude and longitude within their ranges', () => {
    expect(isGeopoint({ _type: 'geopoint', lat: 41.8789, lng: -87.6359 })).toBe(true)
    expect(isGeopoint({ lat: 60.17, lng: 24.94 })).toBe(true)
  })
  it.each([
    ['without a longitude', { lat: 41.8789 }],
    ['with text coordinates', { lat: '41.8', lng: '-87.6' }],
    ['with a latitude beyond the pole', { lat: 91, lng: 0 }],
    ['as a pair', [41.8, -87.6]],
    ['missing', undefined],
  ])('refuses a point %s', (_label, point) => {
    expect(isGeopoint(point)).toBe(false)
  })
  it('measures great-circle distances in kilometres', () => {
    // Helsinki to Tallinn, about 80 km across the gulf; a degree of latitude, about 111 km.
    expect(kmBetween({ lat: 60.1699, lng: 24.9384 }, { lat: 59.437, lng: 24.7536 })).toBeCloseTo(82, 0)
    expect(kmBetween({ lat: 41, lng: -87.6 }, { lat: 42, lng: -87.6 })).toBeCloseTo(111.2, 1)
    expect(kmBetween({ lat: 41.88, lng: -87.63 }, { lat: 41.88, lng: -87.63 })).toBe(0)
  })
  it('knows an area by its centre and a positive radius', () => {
    expect(isFestivalArea({ centre: { lat: 41.88, lng: -87.63 }, radiusKm: 40 })).toBe(true)
    expect(isFestivalArea({ centre: { lat: 41.88, lng: -87.63 } })).toBe(false)
    expect(isFestivalArea({ centre: { lat: 41.88 }, radiusKm: 40 })).toBe(false)
    expect(isFestivalArea({ centre: { lat: 41.88, lng: -87.63 }, radiusKm: 0 })).toBe(false)
    expect(isFestivalArea(null)).toBe(false)
  })
})

describe('isTimeZone', () => {
  it('accepts IANA zone names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
  })
  it.each(['Chicago', 'America/Springfield', '', '   ', 'CST6CDT7'])('rejects %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false)
  })
})

describe('isHref', () => {
  it.each([
    '/sites',
    '/about/land-acknowledgment?tab=1#map',
    '#map',
    'https://www.architecture.org/',
    'http://example.com/x',
    'mailto:info@example.org',
    'tel:+13129223432',
  ])('accepts %s', (href) => {
    expect(isHref(href)).toBe(true)
  })
  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a bare word', 'sites'],
    ['an empty anchor', '#'],
    ['script', 'javascript:alert(1)'],
    ['an address with spaces', '/my page'],
    ['surrounding spaces', ' /sites'],
    ['an incomplete address', 'https://'],
    ['a mail link without an address', 'mailto:'],
    ['nothing', ''],
  ])('rejects %s', (_label, href) => {
    expect(isHref(href)).toBe(false)
  })
})

describe('isPagePath', () => {
  it.each(['home', 'about', 'about/land-acknowledgment', 'visit/2024-guide'])('accepts %s', (path) => {
    expect(isPagePath(path)).toBe(true)
  })
  it.each(['/about', 'about/', 'About', 'about//team', 'about-', '-about', 'about us', 'über', ''])('rejects %j', (path) => {
    expect(isPagePath(path)).toBe(false)
  })
})

describe('duplicates', () => {
  it('reports each repeated value once, in order of first repeat', () => {
    expect(duplicates([2023, 2024, 2023, 2022, 2024, 2023])).toEqual([2023, 2024])
  })
  it('is empty when nothing repeats', () => {
    expect(duplicates(['saturday', 'sunday'])).toEqual([])
    expect(duplicates([])).toEqual([])
  })
})

describe('publishedId', () => {
  it('strips draft and release prefixes', () => {
    expect(publishedId('drafts.festival.2024')).toBe('festival.2024')
    expect(publishedId('versions.rABC123.festival.2024')).toBe('festival.2024')
    expect(publishedId('festival.2024')).toBe('festival.2024')
  })
})

describe('isPostalCode', () => {
  it.each(['60601', '60601-1234', '00100', 'SW1A 1AA', '08001', 'M5V 2T6'])('takes %s', (code) => {
    expect(isPostalCode(code)).toBe(true)
  })
  it.each(['', '6', '60601--1234', ' 60601', '60601 ', 'SW1A  1AA', '60601/2', 'ABCDEFGHIJK', 60601])('refuses %j', (code) => {
    expect(isPostalCode(code)).toBe(false)
  })
})
