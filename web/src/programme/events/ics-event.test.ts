import { describe, expect, it } from 'vitest'
import { eventCalendar, utcStamp, type CalendarEventInput } from './ics-event'

// Reads a calendar back: unfolds continuation lines, splits NAME;PARAMS:VALUE, unescapes text.
function parse(text: string): Map<string, string> {
  const unfolded = text.replace(/\r\n /g, '')
  const props = new Map<string, string>()
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).split(';')[0] ?? ''
    if (name === 'BEGIN' || name === 'END') continue
    props.set(name, line.slice(colon + 1))
  }
  return props
}
const unescape = (v: string | undefined) => v?.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1')

const base: CalendarEventInput = {
  id: 'event.2026.talk',
  title: 'Towers, bridges; and the river',
  start: '2026-10-17T18:30:00-05:00',
  end: '2026-10-17T20:00:00-05:00',
  summary:
    'Line one, with commas\nLine two with a backslash \\ and a very long tail that must be folded past seventy-five octets — ünïcödé too',
  venue: { name: 'Novak Center', address: '775 W Lawrence Ave, Chicago', location: { lat: 41.96, lng: -87.64 } },
  cancelled: false,
}
const options = { url: 'https://example.org/events/talk', host: 'example.org', now: new Date('2026-11-22T10:00:00Z') }

describe('an event as an iCalendar file', () => {
  it('is one VEVENT in a VCALENDAR with CRLF line endings, lines of at most 75 octets', () => {
    const text = eventCalendar(base, options)
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('escapes text so commas, semicolons, backslashes and newlines survive a round trip', () => {
    const props = parse(eventCalendar(base, options))
    expect(props.get('SUMMARY')).toBe('Towers\\, bridges\\; and the river')
    expect(unescape(props.get('SUMMARY'))).toBe(base.title)
    expect(unescape(props.get('DESCRIPTION'))).toBe(base.summary)
    expect(unescape(props.get('LOCATION'))).toBe('Novak Center, 775 W Lawrence Ave, Chicago')
    expect(props.get('UID')).toBe('event.2026.talk@example.org')
    expect(props.get('URL')).toBe(options.url)
    expect(props.get('DTSTAMP')).toBe('20261122T100000Z')
  })

  it('writes start and end in UTC from the offset stored with them, across daylight saving', () => {
    // Chicago is UTC−5 until 1 November 2026 and UTC−6 after: 18:30 local is 23:30Z, then 00:30Z next day.
    const summer = parse(eventCalendar(base, options))
    expect(summer.get('DTSTART')).toBe('20261017T233000Z')
    expect(summer.get('DTEND')).toBe('20261018T010000Z')
    const winter = parse(eventCalendar({ ...base, start: '2026-11-07T18:30:00-06:00', end: undefined }, options))
    expect(winter.get('DTSTART')).toBe('20261108T003000Z')
    expect(winter.has('DTEND')).toBe(false)
  })

  it('marks a cancelled event as cancelled', () => {
    const props = parse(eventCalendar({ ...base, cancelled: true }, options))
    expect(props.get('STATUS')).toBe('CANCELLED')
    expect(unescape(props.get('SUMMARY'))).toBe(`Cancelled: ${base.title}`)
    expect(parse(eventCalendar(base, options)).get('STATUS')).toBe('CONFIRMED')
  })

  it('leaves the location out when the venue is withheld', () => {
    const props = parse(eventCalendar({ ...base, venue: undefined }, options))
    expect(props.has('LOCATION')).toBe(false)
    expect(props.has('GEO')).toBe(false)
  })

  it('names the venue only when its point is approximate (a members-only site, for a visitor)', () => {
    const venue = { name: 'Dvorak House', location: { lat: 41.835, lng: -87.66213, approximate: true as const } }
    const props = parse(eventCalendar({ ...base, venue }, options))
    expect(unescape(props.get('LOCATION'))).toBe('Dvorak House')
    expect(props.has('GEO')).toBe(false)
    expect(parse(eventCalendar(base, options)).get('GEO')).toBe('41.96;-87.64')
  })

  it('refuses a start that is not a date-time', () => {
    expect(() => utcStamp('next Saturday')).toThrow(/Not a date-time/)
  })
})
