import Link from '@/ui/link'
import { isPast, type FestivalMoment } from '@/programme/festival/phase'

// On a festival site's, event's or tour's page once the weekend is over: the page still shows the
// place, and says plainly that the festival happened, where its recap and the archive are.

export function FestivalOverNotice({ moment }: { moment: FestivalMoment | null }) {
  if (!moment || !isPast(moment.phase)) return null
  return (
    <p className="notice" data-festival-over>
      <strong>The {moment.year} festival is over.</strong> Thank you for coming. See <Link href="/">the {moment.year} recap</Link> and{' '}
      <Link href="/archive">past festivals in the archive</Link>.
    </p>
  )
}

/** The booking box's words once the weekend is over, instead of the sessions. */
export function bookingClosedText(moment: FestivalMoment | null): string | undefined {
  return moment && isPast(moment.phase) ? `Booking is closed: the ${moment.year} festival is over.` : undefined
}
