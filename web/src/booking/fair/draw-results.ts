import { claimResultEmail, drawnEntries } from '@/booking/store/ballot-entries'
import { recipientsOf } from '@/platform/db/user-emails'
import { envelopeOf } from '@/platform/email/identity'
import { linksOf, type FoundSession, type PlacesDeps } from './deps'
import { resultMessage } from './result-email'
import { sendLogged } from './send'

// Every drawn entrant's result, emailed once: each entry's email is claimed (result_sent_at set
// where it was null) before it goes and given back if sending fails, so the next run retries it.

export async function sendDrawResults(deps: PlacesDeps, found: FoundSession): Promise<number> {
  const { target, session, ref } = found
  const drawn = await drawnEntries(deps.db, ref)
  // Each waiting entry's number in line: the entries not placed, counted in draw order.
  const inLine = new Map<string, number>()
  for (const entry of drawn) if (entry.state !== 'won') inLine.set(entry.id, inLine.size + 1)
  const entries = drawn.filter((e) => e.result_sent_at === null && e.state !== 'withdrawn')
  if (entries.length === 0) return 0
  const recipients = await recipientsOf(
    deps.db,
    entries.map((e) => e.user_id),
  )
  const offers = await deps.db
    .selectFrom('place_offers')
    .select(['ballot_entry_id', 'expires_at'])
    .where('freed_from', 'like', 'draw:%')
    .where(
      'ballot_entry_id',
      'in',
      entries.map((e) => e.id),
    )
    .execute()
  const deadlines = new Map(offers.map((o) => [o.ballot_entry_id, o.expires_at]))
  let sent = 0
  for (const entry of entries) {
    const to = recipients.get(entry.user_id)
    const confirmBy = deadlines.get(entry.id)
    if (!to || !(await claimResultEmail(deps.db, entry.id, deps.now))) continue
    const message = resultMessage({
      ...envelopeOf(deps.from, to),
      title: target.title,
      start: session.start,
      seats: Number(entry.party),
      ...linksOf(deps, target, to),
      timeZone: deps.timeZone,
      result: entry.state === 'won' && confirmBy ? { won: true, confirmBy } : { won: false, inLine: inLine.get(entry.id) ?? 1 },
    })
    if (await sendLogged(deps.sender, message, `draw result of entry ${entry.id}`)) sent++
    else await claimResultEmail(deps.db, entry.id, deps.now, true)
  }
  return sent
}
