import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { demoDocuments, demoYears, ofType } from './demo-dataset'

// The demo festival's tour sessions as the fair-booking tests pick them: the ballot for parties of
// two, a clock ten days before it starts (its entries are open from 21 to 8 days before) and one a
// minute after its draw, and the smallest first-come session open to everyone at the first clock.

const DAY = 86_400_000

const docs = demoDocuments()
const { current } = demoYears(docs)

export interface DemoSession {
  tourId: string
  key: string
  start: string
  capacity: number
  membersOnly: boolean
  priority: number
  ballot?: { drawAt: string; maxParty: number }
}

export const sessions: DemoSession[] = ofType(docs, 'tour')
  .filter((t) => t.year === current && Array.isArray(t.sessions))
  .flatMap((t) =>
    (t.sessions as Record<string, unknown>[]).map((s) => ({
      tourId: t._id,
      key: String(s._key),
      start: String(s.start),
      capacity: Number(s.capacity),
      membersOnly: Boolean(t.membersOnly || s.membersOnly),
      priority: Number(s.memberPriorityHours ?? 0),
      ballot: s.booking === 'ballot' ? (s.ballot as DemoSession['ballot']) : undefined,
    })),
  )

const found = sessions.find((s) => s.ballot?.maxParty === 2)
if (!found?.ballot) throw new Error('the demo dataset has no ballot for parties of two')
export const ballot = found as DemoSession & { ballot: NonNullable<DemoSession['ballot']> }
export const ENTRIES_OPEN = new Date(new Date(ballot.start).getTime() - 10 * DAY)
export const AFTER_DRAW = new Date(new Date(ballot.ballot.drawAt).getTime() + 60_000)

const openToAll = (s: DemoSession) => {
  const opens = new Date(s.start).getTime() - BOOKING_OPENS_DAYS_BEFORE * DAY + s.priority * 3_600_000
  return !s.ballot && !s.membersOnly && ENTRIES_OPEN.getTime() >= opens && ENTRIES_OPEN.getTime() < new Date(s.start).getTime()
}
const smallest = sessions.filter(openToAll).sort((a, b) => a.capacity - b.capacity)[0]
if (!smallest) throw new Error(`the demo dataset has no first-come session open at ${ENTRIES_OPEN.toISOString()}`)
export const small: DemoSession = smallest

export const sessionOf = (s: DemoSession) => ({ kind: 'tour-session', targetId: s.tourId, sessionKey: s.key })
