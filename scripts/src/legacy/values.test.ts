import { describe, expect, it } from 'vitest'
import { readAddress, readCheckbox, readDate, readHours, readPrice, readSiteCategories, readTime, readYearBuilt, slugify } from './values'

describe('legacy values', () => {
  it('reads opening hours as the old site wrote them', () => {
    expect(readHours('Saturday Hours', '10am–5pm')).toEqual({ opens: '10:00', closes: '17:00' })
    expect(readHours('Saturday Hours', '9 AM - 3 PM')).toEqual({ opens: '09:00', closes: '15:00' })
    expect(readHours('Saturday Hours', '10:30am — 4:15pm')).toEqual({ opens: '10:30', closes: '16:15' })
    expect(readHours('Saturday Hours', 'noon to 4pm')).toEqual({ opens: '12:00', closes: '16:00' })
    expect(readHours('Saturday Hours', '10–4pm')).toEqual({ opens: '10:00', closes: '16:00' })
    expect(readHours('Saturday Hours', '1–4pm')).toEqual({ opens: '13:00', closes: '16:00' })
    expect(readHours('Saturday Hours', '09:00-17:00')).toEqual({ opens: '09:00', closes: '17:00' })
    expect(readHours('Sunday Hours', 'Closed')).toBeUndefined()
    expect(readHours('Sunday Hours', '')).toBeUndefined()
    expect(() => readHours('Sunday Hours', '10-5')).toThrow('Sunday Hours "10-5" is not opening hours like "10am–5pm"')
    expect(() => readHours('Sunday Hours', '5pm–10am')).toThrow('closes before it opens')
  })

  it('reads times, dates, checkboxes and prices, and says what was wrong', () => {
    expect(readTime('Start Time', '6:30 PM')).toBe('18:30')
    expect(readTime('Start Time', 'noon')).toBe('12:00')
    expect(() => readTime('Start Time', '6')).toThrow('Start Time "6" is not a time')
    expect(readDate('Date', '10/5/2019')).toBe('2019-10-05')
    expect(readDate('Date', 'October 19, 2019')).toBe('2019-10-19')
    expect(() => readDate('Date', '2019-02-30')).toThrow('Date "2019-02-30" is not a date')
    expect([readCheckbox('Members Only', 'checked'), readCheckbox('Members Only', 'unchecked'), readCheckbox('Members Only', '')]).toEqual([
      true,
      false,
      false,
    ])
    expect(() => readCheckbox('Members Only', 'maybe')).toThrow('Members Only "maybe" is neither checked nor unchecked')
    expect([readPrice('Free'), readPrice(''), readPrice('$12.50')]).toEqual([
      { isFree: true },
      { isFree: true },
      { isFree: false, price: 12.5 },
    ])
    expect(readYearBuilt('c. 1891')).toBe(1891)
    expect(() => readYearBuilt('1700')).toThrow('left out')
  })

  it('maps category labels, addresses and names onto the model', () => {
    expect(readSiteCategories('Sacred Spaces, Museum; Skyscrapers, Bowling')).toEqual({
      values: ['religious', 'cultural', 'skyscraper'],
      unknown: ['Bowling'],
    })
    expect(() => readSiteCategories('Bowling')).toThrow('Category "Bowling" names no known category')
    expect(readAddress('111 W Wacker Dr, Chicago, IL 60601')).toEqual({
      _type: 'address',
      street: '111 W Wacker Dr',
      city: 'Chicago',
      postalCode: '60601',
    })
    expect(readAddress('2 Main St, Evanston')).toEqual({ _type: 'address', street: '2 Main St', city: 'Evanston' })
    expect(slugify('St. Agnës & Co’s Hall')).toBe('st-agnes-and-cos-hall')
  })
})
