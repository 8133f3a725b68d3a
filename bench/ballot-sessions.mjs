// The demo dataset's ballot sessions, read from data/demo/dataset.ndjson (what the server serves
// when OHC_DATASET is unset), so the opening bench follows the data instead of naming sessions:
// every tour session and event registration with booking 'ballot', with its entry window and the
// page a visitor enters it from.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './pages.mjs'

const DATASET = path.join(ROOT, 'data/demo/dataset.ndjson')

/** [{ kind, targetId, sessionKey, page, opens, closes }] with opens/closes as epoch ms. */
export function demoBallotSessions(file = DATASET) {
  const sessions = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const doc = JSON.parse(line)
    const window = (ballot) => ({ opens: Date.parse(ballot.entryOpens), closes: Date.parse(ballot.entryCloses) })
    if (doc._type === 'tour') {
      for (const s of doc.sessions ?? []) {
        if (s.booking !== 'ballot' || !s.ballot || s.membersOnly || s.cancelled) continue
        sessions.push({
          kind: 'tour-session',
          targetId: doc._id,
          sessionKey: s._key,
          page: `/tours/${doc.slug.current}`,
          ...window(s.ballot),
        })
      }
    }
    const registration = doc._type === 'event' ? doc.registration : undefined
    if (registration?.required && registration.booking === 'ballot' && registration.ballot && !doc.membersOnly && !doc.cancelled) {
      // An event is a single session: the API takes no sessionKey for it.
      sessions.push({
        kind: 'event',
        targetId: doc._id,
        sessionKey: undefined,
        page: `/events/${doc.slug.current}`,
        ...window(registration.ballot),
      })
    }
  }
  return sessions
}

/**
 * The opening minute: one minute after the last of the windows opens, so every session whose
 * window is still open then takes entries. Returns { now (epoch ms), sessions open at that moment }.
 */
export function openingMoment(sessions) {
  const now = Math.max(...sessions.map((s) => s.opens)) + 60_000
  return { now, sessions: sessions.filter((s) => s.opens <= now && now < s.closes) }
}
