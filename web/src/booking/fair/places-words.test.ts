import { describe, expect, it } from 'vitest'
import { countsText, entryState, offerReason, ordinal, ticketState, waitlistState } from './places-words'

// The words of My OHC's page of places, with times in Chicago's zone.

const ZONE = 'America/Chicago'
const base = { party: 2, drawAt: null, ahead: null, offer: null, confirmed: false }

describe("the words of My OHC's page of places", () => {
  it('counts waitlist places in ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ])
    expect(waitlistState(1)).toBe('2nd on the waitlist. If places come free, we offer them to you by email and on this page.')
    expect(waitlistState(null)).toMatch(/^On the waitlist\. /)
  })

  it('says what happened to an entry and what to do next', () => {
    expect(entryState({ ...base, state: 'entered', drawAt: '2026-10-12T14:00:00Z' }, ZONE)).toBe(
      'Entered for 2 people: the draw is on Mon, Oct 12, 9:00 AM.',
    )
    expect(entryState({ ...base, state: 'withdrawn' }, ZONE)).toBe('Withdrawn.')
    expect(entryState({ ...base, state: 'waitlisted', ahead: 2 }, ZONE)).toBe(
      'Not drawn this time: you are 3rd on the waitlist if places come free.',
    )
    expect(entryState({ ...base, state: 'won', offer: { state: 'open', expiresAt: '2026-10-16T03:00:00Z' } }, ZONE)).toBe(
      'Won in the draw: confirm by Thu, Oct 15, 10:00 PM, above.',
    )
    expect(entryState({ ...base, state: 'won', offer: { state: 'accepted', expiresAt: '' }, confirmed: true }, ZONE)).toBe(
      'Won in the draw, and confirmed: your ticket is on this page.',
    )
    expect(entryState({ ...base, state: 'offered', offer: { state: 'expired', expiresAt: '' } }, ZONE)).toBe(
      'Places came free for you, not confirmed in time: the places went to the next on the waitlist.',
    )
    expect(entryState({ ...base, state: 'won', offer: { state: 'declined', expiresAt: '' } }, ZONE)).toBe('Won in the draw, and declined.')
  })

  it('words a won place and a freed one differently', () => {
    expect(offerReason({ reason: 'draw' })).toBe('You won them in the ballot.')
    expect(offerReason({ reason: 'freed' })).toMatch(/^Someone gave their places up and you were next on the waitlist\./)
  })

  it("says a ticket's state at the door", () => {
    expect(ticketState({ checkedInAt: null, releasedAt: null }, ZONE)).toBe('Show the QR code at the door, or read the code to the host.')
    expect(ticketState({ checkedInAt: '2026-10-17T15:04:00Z', releasedAt: null }, ZONE)).toBe('Checked in at Sat, Oct 17, 10:04 AM.')
    expect(ticketState({ checkedInAt: null, releasedAt: '2026-10-17T15:10:00Z' }, ZONE)).toMatch(
      /^Not checked in by ten minutes after the start: its places went to people waiting at the door \(Sat, Oct 17, 10:10 AM\)\.$/,
    )
  })

  it('says it all in Spanish on a Spanish page, times and places in the order as Spanish writes them', () => {
    expect(waitlistState(1, 'es')).toMatch(/^Eres el 2\.º de la lista de espera\. /)
    expect(entryState({ ...base, state: 'entered', drawAt: '2026-10-12T14:00:00Z' }, ZONE, 'es')).toBe(
      'Participas para 2 personas: el sorteo es el lun, 12 oct, 9:00.',
    )
    expect(entryState({ ...base, state: 'won', offer: { state: 'declined', expiresAt: '' } }, ZONE, 'es')).toBe(
      'Ganaste en el sorteo y rechazaste.',
    )
    expect(offerReason({ reason: 'draw' }, 'es')).toBe('Las ganaste en el sorteo.')
    expect(ticketState({ checkedInAt: '2026-10-17T15:04:00Z', releasedAt: null }, ZONE, 'es')).toBe('Registrada el sáb, 17 oct, 10:04.')
  })

  it("counts for My OHC's overview, leaving out what there is none of", () => {
    expect(countsText({ offers: 1, tickets: 2, entries: 0, inLine: 1 })).toEqual(['1 offer to confirm', '2 tickets', '1 waitlist place'])
    expect(countsText({ offers: 0, tickets: 0, entries: 2, inLine: 0 })).toEqual(['2 ballot entries'])
    expect(countsText({ offers: 0, tickets: 0, entries: 0, inLine: 0 })).toEqual([])
    expect(countsText({ offers: 1, tickets: 2, entries: 0, inLine: 1 }, 'es')).toEqual([
      '1 oferta por confirmar',
      '2 entradas',
      '1 plaza en lista de espera',
    ])
  })
})
