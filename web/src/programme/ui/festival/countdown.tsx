import { isAhead, isPast, type FestivalMoment } from '@/programme/festival/phase'
import { formatFestivalDates } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'

// The line under the festival's dates at the top of the home page: days to go before the weekend,
// "on now" during it, "over, see you next year" after it. Text rendered on the server (no script):
// the home page is rendered anew every minute, so the number turns over within a minute of
// midnight in the festival's zone. Each says the page's `language` (English when not given).

export function countdownText(daysToGo: number | undefined, language?: string): string | undefined {
  if (daysToGo === undefined || daysToGo < 0) return undefined
  const t = wordsIn(language, 'home')
  if (daysToGo === 0) return t('countdown.today')
  if (daysToGo === 1) return t('countdown.tomorrow')
  return t('countdown.days', { days: daysToGo })
}

/** "See you in 2027", or the next festival's days once they are known. */
export function seeYouText(moment: FestivalMoment, language?: string): string {
  const t = wordsIn(language, 'home')
  const dates = moment.next ? formatFestivalDates(moment.next.startDate, moment.next.endDate, language) : undefined
  return dates ? t('countdown.seeYouOn', { dates }) : t('countdown.seeYouIn', { year: moment.year + 1 })
}

function lineOf(moment: FestivalMoment, language: string | undefined): string | undefined {
  if (isAhead(moment.phase)) return countdownText(moment.daysToGo, language)
  if (isPast(moment.phase)) return wordsIn(language, 'home')('countdown.over', { year: moment.year, seeYou: seeYouText(moment, language) })
  return wordsIn(language, 'home')('countdown.onNow')
}

export function PhaseLine({ moment, language }: { moment: FestivalMoment; language?: string }) {
  const text = lineOf(moment, language)
  if (!text) return null
  return (
    <p className="countdown" data-phase-line={moment.phase} {...(isAhead(moment.phase) ? { 'data-countdown': moment.daysToGo } : {})}>
      <strong>{text}</strong>
    </p>
  )
}
