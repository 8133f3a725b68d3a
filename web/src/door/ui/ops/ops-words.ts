import { minutesSince } from '@/door/lines/wait'
import type { Words } from '@/platform/i18n/catalogues'

// The ops view's words: the catalogue's "ops" messages in the staff member's language, handed by
// the page to each part of the view (server components, so no words reach the phone as script).

export type OpsWords = Words<'ops'>

/** "reported 5 min ago", "reported 1 h 10 min ago", in the view's language. */
export function reportedAgoIn(t: OpsWords, reportedAt: string, now: Date): string {
  const minutes = minutesSince(reportedAt, now)
  return minutes < 60 ? t('ago', { minutes }) : t('agoHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}
