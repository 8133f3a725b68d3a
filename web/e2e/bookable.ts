import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { demoDocuments, demoYears, ofType } from '../test/demo-dataset'
import { e2eServerEnv } from './auth-env'

// This festival's tour sessions open to everyone, first come, at the shared server's fixed clock
// (OHC_TEST_NOW), with at least four places, in the demo's order. A test that books takes its own
// by index and project, so two tests running at once never count each other's places.

type Doc = Record<string, unknown>

export interface BookableSession {
  tour: Doc
  session: Doc
  /** The tour's slug in the default language. */
  slug: string
  start: string
}

export function bookableSessions(): BookableSession[] {
  const now = new Date(e2eServerEnv.OHC_TEST_NOW).getTime()
  const docs = demoDocuments()
  const { current } = demoYears(docs)
  return ofType(docs, 'tour')
    .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions))
    .flatMap((t) => (t.sessions as Doc[]).map((s) => ({ tour: t, session: s })))
    .filter(({ session }) => {
      const start = new Date(String(session.start)).getTime()
      const opensToAll = start - BOOKING_OPENS_DAYS_BEFORE * 86_400_000 + Number(session.memberPriorityHours ?? 0) * 3_600_000
      return !session.membersOnly && session.booking !== 'ballot' && Number(session.capacity) >= 4 && now >= opensToAll && now < start
    })
    .map(({ tour, session }) => ({ tour, session, slug: String((tour.slug as Doc | undefined)?.current), start: String(session.start) }))
}
