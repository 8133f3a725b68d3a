import type { CapacityTarget } from './capacity'
import type { SessionColumns } from '@/platform/db/schema'

// A session (a tour's session, or an event's registration) as the booking code names it, and as
// the tables store it: three columns, the same in every booking table.

/** The same shape as a capacity counter's target: kind, document id, session key. */
export type SessionRef = CapacityTarget

export const sessionColumns = (s: SessionRef): SessionColumns => ({ target_kind: s.kind, target_id: s.id, session_key: s.sessionKey })

export const sessionOf = (row: SessionColumns): SessionRef => ({ kind: row.target_kind, id: row.target_id, sessionKey: row.session_key })

/** One text key per session, for maps and logs. */
export const sessionKeyOf = (s: SessionRef) => `${s.kind}:${s.id}:${s.sessionKey}`
