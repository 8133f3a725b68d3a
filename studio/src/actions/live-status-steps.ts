// What "Live status…" writes: the notice (kind, line, now) at the right place of a site (its
// edition of the current year), an event (the document) or a tour (one session), or its removal,
// on the published document and on its draft when there is one, so that publishing the draft
// later does not take the notice back. Plain data, tested without the Studio.
import { STATUS_KINDS } from '@ohc/schemas/names'

export const LIVE_STATUS_TYPES: ReadonlySet<string> = new Set(['site', 'event', 'tour'])

export type StatusKind = (typeof STATUS_KINDS)[number]['value']

export interface StatusDocument {
  _id: string
  _type: string
  editions?: { _key?: string; year?: number }[]
  sessions?: { _key?: string; start?: string }[]
}

/** Where the notice goes in `doc`, or why it cannot go anywhere. */
export function statusPath(doc: StatusDocument, currentYear: number, sessionKey?: string): { path: string } | { problem: string } {
  if (doc._type === 'event') return { path: 'status' }
  if (doc._type === 'site') {
    const edition = doc.editions?.find((e) => e.year === currentYear)
    if (!edition?._key) return { problem: `This site has no ${currentYear} edition: add one before posting a live status.` }
    return { path: `editions[_key=="${edition._key}"].status` }
  }
  if (doc._type === 'tour') {
    if (!doc.sessions?.length) return { problem: 'This tour has no sessions: a live status belongs to a session.' }
    if (!sessionKey) return { problem: 'Choose the session.' }
    if (!doc.sessions.some((s) => s._key === sessionKey)) return { problem: 'That session is no longer on the tour.' }
    return { path: `sessions[_key=="${sessionKey}"].status` }
  }
  return { problem: 'Live status is for sites, events and tour sessions.' }
}

/** The notice as stored, posted now. */
export function noticeValue(kind: StatusKind, message: string, now = new Date()) {
  const line = message.trim()
  return { _type: 'statusNotice', kind, ...(line ? { message: line } : {}), postedAt: now.toISOString() }
}

/** The patches that post (`notice`) or clear (null) it on the published document and its draft. */
export function statusMutations(ids: { published?: string; draft?: string }, path: string, notice: ReturnType<typeof noticeValue> | null) {
  return [ids.published, ids.draft]
    .filter((id): id is string => Boolean(id))
    .map((id) => ({ patch: notice ? { id, set: { [path]: notice } } : { id, unset: [path] } }))
}
