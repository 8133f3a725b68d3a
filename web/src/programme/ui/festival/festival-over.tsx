import Link from '@/ui/link'
import { isPast, type FestivalMoment } from '@/programme/festival/phase'
import { wordsIn } from '@/platform/i18n/catalogues'

// On a festival site's, event's or tour's page once the weekend is over: the page still shows the
// place, and says plainly that the festival happened, where its recap and the archive are.

/** `language`: the page's (English on a page not yet translated). */
export function FestivalOverNotice({ moment, language }: { moment: FestivalMoment | null; language?: string }) {
  if (!moment || !isPast(moment.phase)) return null
  const t = wordsIn(language, 'site')
  const year = String(moment.year)
  return (
    <p className="notice" data-festival-over>
      <strong>{t('festivalOver', { year })}</strong>{' '}
      {t.rich('festivalOverThanks', {
        year,
        recap: (words) => <Link href="/">{words}</Link>,
        archive: (words) => <Link href="/archive">{words}</Link>,
      })}
    </p>
  )
}

/** The booking box's words once the weekend is over, instead of the sessions, in the page's `language`. */
export function bookingClosedText(moment: FestivalMoment | null, language?: string): string | undefined {
  return moment && isPast(moment.phase) ? wordsIn(language, 'booking')('closed', { year: moment.year }) : undefined
}
