import type { FestivalMoment } from '@/festival/phase'

// Days to go before the weekend, as text rendered on the server: the home page is rendered anew
// every minute, so the number turns over within a minute of midnight in the festival's zone.

export function countdownText(daysToGo: number | undefined): string | undefined {
  if (daysToGo === undefined || daysToGo < 0) return undefined
  if (daysToGo === 0) return 'The festival starts today.'
  if (daysToGo === 1) return 'The festival starts tomorrow.'
  return `${daysToGo} days to go.`
}

export function Countdown({ moment }: { moment: FestivalMoment }) {
  const text = countdownText(moment.daysToGo)
  if (!text) return null
  return (
    <p className="countdown" data-countdown={moment.daysToGo}>
      <strong>{text}</strong>
    </p>
  )
}
