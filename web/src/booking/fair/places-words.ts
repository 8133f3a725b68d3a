import { formatZonedDateTime } from '@/kernel/time'
import { placesText } from './email-parts'
import type { OfferView, TicketView } from './my-places'
import type { PlacesCounts, PlacesEntry } from './places-page'
import { position } from '@/kernel/text/count'
import { CATALOGUES, catalogueFor, wordsIn } from '@/platform/i18n/catalogues'

// The words of My OHC's page of places: what state each entry, offer, waitlist place and ticket is
// in, said plainly in the page's language (the catalogue's `places`; English when none is given),
// with times in the festival's zone ("Sat, Oct 17, 10:00 AM").

export { placesText }

/** A time in the page's language ("Sat, Oct 17, 10:00 AM"; "sáb, 17 oct, 10:00"), US English unless given. */
export const when = (at: string, timeZone: string, language?: string) => formatZonedDateTime(at, timeZone, 'short', language)

/** 1st, 2nd, 3rd, 4th, 11th, 22nd…: the catalogue's English ordinal forms. */
export const ordinal = (n: number) => position(n, CATALOGUES.en.reserve.position)

/** "2nd", "2.º": a place in an order in the page's language. */
const positionIn = (n: number, language?: string) => {
  const catalogue = catalogueFor(language ?? 'en')
  return position(n, CATALOGUES[catalogue].reserve.position, catalogue)
}

/** Where a waitlist place stands, and what happens next. */
export function waitlistState(ahead: number | null, language?: string): string {
  const t = wordsIn(language, 'places')
  return ahead === null ? t('waitlist.waiting') : t('waitlist.waitingAt', { position: positionIn(ahead + 1, language) })
}

/** Why the places are offered: won in the ballot, or given up by someone and passed down the line. */
export function offerReason(offer: Pick<OfferView, 'reason'>, language?: string): string {
  const t = wordsIn(language, 'places')
  return offer.reason === 'draw' ? t('offer.reasonDraw') : t('offer.reasonFreed')
}

/** A ticket's state at the door. */
export function ticketState(ticket: Pick<TicketView, 'checkedInAt' | 'releasedAt'>, timeZone: string, language?: string): string {
  const t = wordsIn(language, 'places')
  if (ticket.checkedInAt) return t('ticket.checkedIn', { when: when(ticket.checkedInAt, timeZone, language) })
  if (ticket.releasedAt) return t('ticket.released', { when: when(ticket.releasedAt, timeZone, language) })
  return t('ticket.show')
}

/** What happened to a ballot entry, and what to do next. */
export function entryState(
  entry: Pick<PlacesEntry, 'state' | 'drawAt' | 'ahead' | 'party' | 'offer' | 'confirmed'>,
  timeZone: string,
  language?: string,
): string {
  const t = wordsIn(language, 'places')
  const { offer, confirmed } = entry
  const people = t('people', { count: entry.party })
  switch (entry.state) {
    case 'entered':
      return entry.drawAt
        ? t('state.entered', { people, draw: when(entry.drawAt, timeZone, language) })
        : t('state.enteredNoDraw', { people })
    case 'withdrawn':
      return t('state.withdrawn')
    case 'waitlisted':
      return t('state.waitlisted', { position: positionIn((entry.ahead ?? 0) + 1, language) })
    case 'won':
    case 'offered': {
      const got = entry.state === 'won' ? t('state.won') : t('state.offered')
      if (confirmed) return t('state.confirmed', { got })
      if (offer?.state === 'open') return t('state.open', { got, deadline: when(offer.expiresAt, timeZone, language) })
      if (offer?.state === 'accepted') return t('state.cancelled', { got })
      if (offer?.state === 'declined') return t('state.declined', { got })
      if (offer?.state === 'expired') return t('state.expired', { got })
      return t('state.only', { got })
    }
  }
}

/** "1 offer to confirm · 2 tickets · …" for My OHC's overview, in the page's language; empty when there is nothing. */
export function countsText(counts: PlacesCounts, language?: string): string[] {
  const t = wordsIn(language, 'places')
  return (['offers', 'tickets', 'entries', 'inLine'] as const).flatMap((kind) =>
    counts[kind] ? [t(`counts.${kind}`, { count: counts[kind] })] : [],
  )
}
