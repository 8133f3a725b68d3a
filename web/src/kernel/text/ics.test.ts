import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, writeCalendar } from './ics'

const octets = (s: string) => new TextEncoder().encode(s).length

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Ä'.repeat(60)}${'x'.repeat(50)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
    expect(foldLine('short')).toBe('short')
  })

  it('writes one all-day VEVENT per event with CRLF line endings', () => {
    const text = writeCalendar(
      'Saturday, north side',
      [
        { uid: 'a@x', day: '2026-10-17', summary: 'Marlowe House; the tower, too', description: 'Bring\nshoes' },
        { uid: 'b@x', day: '2026-10-31', summary: 'Tour' },
      ],
      new Date('2026-10-01T12:00:00Z'),
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines).toContain('X-WR-CALNAME:Saturday\\, north side')
    expect(lines).toContain('SUMMARY:Marlowe House\\; the tower\\, too')
    expect(lines).toContain('DESCRIPTION:Bring\\nshoes')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261017')
    expect(lines).toContain('DTEND;VALUE=DATE:20261018')
    // The month rolls over.
    expect(lines).toContain('DTEND;VALUE=DATE:20261101')
    expect(lines).toContain('DTSTAMP:20261001T120000Z')
  })
})
