import { formatZonedDateTime } from '@/kernel/time'
import { placesText } from './email-parts'
import type { OfferView, TicketView } from './my-places'
import type { PlacesCounts, PlacesEntry } from './places-page'
import { count, NOUNS, position } from '@/kernel/text/count'
import { CATALOGUES } from '@/platform/i18n/catalogues'

// The words of My OHC's page of places: what state each entry, offer, waitlist place and ticket is
// in, said plainly, with times in the festival's zone ("Sat, Oct 17, 10:00 AM").

export { placesText }

export const when = (at: string, timeZone: string) => formatZonedDateTime(at, timeZone, 'short')

/** 1st, 2nd, 3rd, 4th, 11th, 22nd…: the catalogue's English ordinal forms. */
export const ordinal = (n: number) => position(n, CATALOGUES.en.reserve.position)

/** "2nd on the waitlist", from how many are ahead. */
export const onWaitlist = (ahead: number | null) => (ahead === null ? 'On the waitlist' : `${ordinal(ahead + 1)} on the waitlist`)

/** Why the places are offered: won in the ballot, or given up by someone and passed down the line. */
export function offerReason(offer: Pick<OfferView, 'reason'>): string {
  return offer.reason === 'draw'
    ? 'You won them in the ballot.'
    : 'Someone gave their places up and you were next on the waitlist. They are held for you until then, and go to the next person if you do not confirm.'
}

/** A ticket's state at the door. */
export function ticketState(ticket: Pick<TicketView, 'checkedInAt' | 'releasedAt'>, timeZone: string): string {
  if (ticket.checkedInAt) return `Checked in at ${when(ticket.checkedInAt, timeZone)}.`
  if (ticket.releasedAt)
    return `Not checked in by ten minutes after the start: its places went to people waiting at the door (${when(ticket.releasedAt, timeZone)}).`
  return 'Show the QR code at the door, or read the code to the host.'
}

/** What happened to a ballot entry, and what to do next. */
export function entryState(
  entry: Pick<PlacesEntry, 'state' | 'drawAt' | 'ahead' | 'party' | 'offer' | 'confirmed'>,
  timeZone: string,
): string {
  const { offer, confirmed } = entry
  switch (entry.state) {
    case 'entered':
      return entry.drawAt
        ? `Entered for ${people(entry.party)}: the draw is on ${when(entry.drawAt, timeZone)}.`
        : `Entered for ${people(entry.party)}.`
    case 'withdrawn':
      return 'Withdrawn.'
    case 'waitlisted':
      return `Not drawn this time: you are ${ordinal((entry.ahead ?? 0) + 1)} on the waitlist if places come free.`
    case 'won':
    case 'offered': {
      const got = entry.state === 'won' ? 'Won in the draw' : 'Places came free for you'
      if (confirmed) return `${got}, and confirmed: your ticket is on this page.`
      if (offer?.state === 'open') return `${got}: confirm by ${when(offer.expiresAt, timeZone)}, above.`
      if (offer?.state === 'accepted') return `${got}, confirmed, then cancelled.`
      if (offer?.state === 'declined') return `${got}, and declined.`
      if (offer?.state === 'expired') return `${got}, not confirmed in time: the places went to the next on the waitlist.`
      return `${got}.`
    }
  }
}

const people = (n: number) => count(n, NOUNS.person)

/** "1 offer to confirm · 2 tickets · …" for My OHC's overview; empty when there is nothing. */
export function countsText(counts: PlacesCounts): string[] {
  const n = (count: number, one: string, many: string) => (count ? [`${count} ${count === 1 ? one : many}`] : [])
  return [
    ...n(counts.offers, 'offer to confirm', 'offers to confirm'),
    ...n(counts.tickets, 'ticket', 'tickets'),
    ...n(counts.entries, 'ballot entry', 'ballot entries'),
    ...n(counts.inLine, 'waitlist place', 'waitlist places'),
  ]
}
