import { loadTarget, type ReservableTarget, type TargetSession } from './targets'
import type { ReservationTargetKind } from '@/platform/db/schema'
import { wordsIn } from '@/platform/i18n/catalogues'

// Who may book a session, and how, in one phrase: the one place a tour's session table and an
// event's facts take it from, read from the same target the booking box and the booking rules
// use (./targets.ts), so the page's words cannot say "members book 24 hours early" of a session
// whose places are drawn by ballot. A ballot gives members a share of the places, never an
// earlier start; first come may give members a head start; members-only is members only. The
// phrase is in the page's `language` (English when not given).

export function whoMayBook(
  session: Pick<TargetSession, 'membersOnly' | 'memberPriorityHours' | 'mode' | 'ballot'>,
  language?: string,
): string {
  const t = wordsIn(language, 'booking')
  if (session.membersOnly) return t('who.membersOnly')
  if (session.mode === 'ballot' && session.ballot) {
    const share = session.ballot.membersShare
    return share > 0 ? t('who.ballotShare', { share }) : t('who.ballot')
  }
  if (session.memberPriorityHours > 0) return t('who.priority', { hours: session.memberPriorityHours })
  return t('who.firstCome')
}

export interface SessionAccess {
  /** whoMayBook's phrase. */
  words: string
  /** Its places are drawn by ballot: no outside booking link may stand beside the ballot. */
  byBallot: boolean
}

/** Each session's access by its key; empty when the site takes no bookings for it (an outside registration, or none). */
export async function whoMayBookBySession(kind: ReservationTargetKind, id: string, language?: string): Promise<Map<string, SessionAccess>> {
  const target: ReservableTarget | null = await loadTarget(kind, id).catch(() => null)
  return new Map((target?.sessions ?? []).map((s) => [s.key, { words: whoMayBook(s, language), byBallot: s.mode === 'ballot' }]))
}
