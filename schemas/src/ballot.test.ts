import { createSchema, isObjectSchemaType } from 'sanity'
import { describe, expect, it } from 'vitest'
import { BALLOT_LIMITS, BOOKING_MODES, schemaTypes, valuesOf } from './index'
import { booksByBallot, valueAtPath } from './rules'
import { ballotDate, ballotDateAfter, ballotWhenChosen, confirmBeforeStart, type PlacedContext } from './validation'

// A session booked by ballot, as the Studio stores it: a tour's session with its own start, and an
// event's registration, whose session is the event itself.

const ballot = {
  entryOpens: '2026-09-26T10:00:00-05:00',
  entryCloses: '2026-10-09T10:00:00-05:00',
  drawAt: '2026-10-10T10:00:00-05:00',
  confirmBy: '2026-10-13T10:00:00-05:00',
  maxParty: 2,
  membersShare: 50,
}

const tourWith = (session: Record<string, unknown>) => ({
  _id: 'tour.rookery-site-tour-2026',
  _type: 'tour',
  sessions: [
    { _key: 'first', _type: 'tourSession', start: '2026-10-17T09:30:00-05:00', capacity: 10 },
    { _key: 'drawn', _type: 'tourSession', start: '2026-10-17T10:30:00-05:00', capacity: 12, ...session },
  ],
})

/** What Sanity hands a ballot field's rule: the ballot, the document and the field's path in it. */
const tourField = (field: string, session: Record<string, unknown>): PlacedContext => {
  const document = tourWith(session)
  const path = ['sessions', { _key: 'drawn' }, 'ballot', field]
  return { document, path, parent: valueAtPath(document, path.slice(0, -1)) }
}

const eventField = (field: string, registration: Record<string, unknown>): PlacedContext => {
  const document = { _id: 'event.2026.talk', _type: 'event', start: '2026-10-16T18:00:00-05:00', timeZone: 'America/Chicago', registration }
  const path = ['registration', 'ballot', field]
  return { document, path, parent: valueAtPath(document, path.slice(0, -1)) }
}

const byBallot = (changes: Record<string, unknown> = {}) => ({ booking: 'ballot', ballot: { ...ballot, ...changes } })

describe('the booking choice', () => {
  it('offers first come and ballot, first come first', () => {
    expect(valuesOf(BOOKING_MODES)).toEqual(['first-come', 'ballot'])
  })

  it('defaults a ballot to parties of two and no members’ share', () => {
    const schema = createSchema({ name: 'test', types: schemaTypes })
    const type = schema.get('ballot')
    if (!type || !isObjectSchemaType(type)) throw new Error('ballot is not an object type')
    const initial = Object.fromEntries(type.fields.map((field) => [field.name, field.type.initialValue]))
    expect(initial).toMatchObject({ maxParty: BALLOT_LIMITS.maxParty.default, membersShare: 0 })
    expect(BALLOT_LIMITS.maxParty.default).toBe(2)
  })

  it('counts a session as a ballot only when it says so, and a registration only when it is required', () => {
    expect(booksByBallot({ booking: 'ballot' })).toBe(true)
    expect(booksByBallot({ booking: 'first-come', ballot })).toBe(false)
    expect(booksByBallot({})).toBe(false)
    expect(booksByBallot({ required: true, booking: 'ballot' })).toBe(true)
    expect(booksByBallot({ required: false, booking: 'ballot' })).toBe(false)
  })
})

describe('finding the session a ballot belongs to', () => {
  it('follows field names, keys and indexes', () => {
    const tour = tourWith({ capacity: 40 })
    expect(valueAtPath(tour, ['sessions', { _key: 'drawn' }, 'capacity'])).toBe(40)
    expect(valueAtPath(tour, ['sessions', 0, 'capacity'])).toBe(10)
    expect(valueAtPath(tour, ['sessions', { _key: 'missing' }, 'capacity'])).toBeUndefined()
    expect(valueAtPath(tour, ['title', 'x'])).toBeUndefined()
    expect(valueAtPath(tour, [])).toBe(tour)
  })
})

describe('a ballot that is complete', () => {
  it.each([
    ['a tour session', tourField],
    ['an event registration', (field: string, holder: Record<string, unknown>) => eventField(field, { required: true, ...holder })],
  ])('passes every check on %s', (_, at) => {
    const holder = byBallot()
    expect(ballotWhenChosen(holder.ballot, { parent: holder })).toBe(true)
    for (const field of ['entryOpens', 'entryCloses', 'drawAt', 'confirmBy'] as const) {
      expect(ballotDate('missing')(ballot[field], at(field, holder))).toBe(true)
    }
    expect(ballotDateAfter('entryOpens', 'wrong')(ballot.entryCloses, at('entryCloses', holder))).toBe(true)
    expect(ballotDateAfter('entryCloses', 'wrong')(ballot.drawAt, at('drawAt', holder))).toBe(true)
    expect(ballotDateAfter('drawAt', 'wrong')(ballot.confirmBy, at('confirmBy', holder))).toBe(true)
    expect(confirmBeforeStart(ballot.confirmBy, at('confirmBy', holder))).toBe(true)
  })
})

describe('a ballot with a problem', () => {
  it('asks for the ballot when a session is switched to ballot without one', () => {
    expect(ballotWhenChosen(undefined, { parent: { booking: 'ballot' } })).toBe(
      'Fill in the ballot: when entries open and close, when the draw is made and when winners must confirm.',
    )
  })

  it('asks for each missing date', () => {
    const holder = byBallot({ drawAt: undefined })
    expect(ballotDate('Enter when the draw is made.')(undefined, tourField('drawAt', holder))).toBe('Enter when the draw is made.')
  })

  it('refuses a draw before entries close', () => {
    const holder = byBallot({ drawAt: '2026-10-08T10:00:00-05:00' })
    expect(
      ballotDateAfter('entryCloses', 'The draw must come after entries close.')(holder.ballot.drawAt, tourField('drawAt', holder)),
    ).toBe('The draw must come after entries close.')
  })

  it('refuses entries that close the moment they open', () => {
    const holder = byBallot({ entryCloses: ballot.entryOpens })
    expect(ballotDateAfter('entryOpens', 'close after open')(ballot.entryOpens, tourField('entryCloses', holder))).toBe('close after open')
  })

  it('refuses a confirmation deadline after the tour session starts, naming the start', () => {
    const holder = byBallot({ confirmBy: '2026-10-17T11:00:00-05:00' })
    expect(confirmBeforeStart(holder.ballot.confirmBy, tourField('confirmBy', holder))).toBe(
      'Winners must confirm before the session starts (Sat, Oct 17, 2026, 10:30 AM) — choose an earlier time, and move the draw earlier if needed.',
    )
  })

  it('refuses a confirmation deadline after the event starts', () => {
    const holder = { required: true, ...byBallot({ confirmBy: '2026-10-16T18:00:00-05:00' }) }
    expect(confirmBeforeStart(holder.ballot.confirmBy, eventField('confirmBy', holder))).toMatch(
      /^Winners must confirm before the session starts \(Fri, Oct 16, 2026, 6:00 PM\)/,
    )
  })
})

describe('a ballot left behind', () => {
  it('is not checked once the session is first come again, so it cannot block publishing', () => {
    const holder = { booking: 'first-come', ballot: { ...ballot, drawAt: undefined, confirmBy: '2027-01-01T00:00:00Z' } }
    expect(ballotDate('Enter when the draw is made.')(undefined, tourField('drawAt', holder))).toBe(true)
    expect(confirmBeforeStart(holder.ballot.confirmBy, tourField('confirmBy', holder))).toBe(true)
    expect(ballotWhenChosen(undefined, { parent: { booking: 'first-come' } })).toBe(true)
  })

  it('is not checked on a registration that is no longer required', () => {
    const holder = { required: false, ...byBallot({ confirmBy: '2027-01-01T00:00:00Z' }) }
    expect(confirmBeforeStart(holder.ballot.confirmBy, eventField('confirmBy', holder))).toBe(true)
  })
})
