import { isAhead, isPast, type FestivalMoment } from '@/programme/festival/phase'
import { formatFestivalDates } from '@/kernel/time'

// The line under the festival's dates at the top of the home page: days to go before the weekend,
// "on now" during it, "over, see you next year" after it. Text rendered on the server (no script):
// the home page is rendered anew every minute, so the number turns over within a minute of
// midnight in the festival's zone.

export function countdownText(daysToGo: number | undefined): string | undefined {
  if (daysToGo === undefined || daysToGo < 0) return undefined
  if (daysToGo === 0) return 'The festival starts today.'
  if (daysToGo === 1) return 'The festival starts tomorrow.'
  return `${daysToGo} days to go.`
}

/** "See you in 2027", or the next festival's days once they are known. */
export function seeYouText(moment: FestivalMoment): string {
  if (moment.next) return `See you on ${formatFestivalDates(moment.next.startDate, moment.next.endDate)}.`
  return `See you in ${moment.year + 1}.`
}

function lineOf(moment: FestivalMoment): string | undefined {
  if (isAhead(moment.phase)) return countdownText(moment.daysToGo)
  if (isPast(moment.phase)) return `The ${moment.year} festival is over. Thank you for coming! ${seeYouText(moment)}`
  return 'The festival is on now.'
}

export function PhaseLine({ moment }: { moment: FestivalMoment }) {
  const text = lineOf(moment)
  if (!text) return null
  return (
    <p className="countdown" data-phase-line={moment.phase} {...(isAhead(moment.phase) ? { 'data-countdown': moment.daysToGo } : {})}>
      <strong>{text}</strong>
    </p>
  )
}
