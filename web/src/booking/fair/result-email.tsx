import { EmailButton, EmailFrame, Line, SmallLink } from '@/platform/email/frame'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf } from '@/platform/i18n/catalogues'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime } from './email-parts'

// The draw's result, to every entrant: placed (confirm by the deadline) or waiting (their place in
// line, and how freed places are offered).

export interface ResultDetails extends ConfirmationDetails {
  result: { won: true; confirmBy: string } | { won: false; inLine: number }
}

export function resultMessage(d: ResultDetails): Promise<EmailMessage> {
  const t = wordsOf(d.language, 'emails')
  const time = (at: string) => festivalTime(at, d.timeZone, d.language)
  const when = time(d.start)
  const envelope = { to: d.to, link: d.manageUrl }
  if (d.result.won) {
    const body = t('won.body', { title: d.title, when, places: t('common.places', { count: d.seats }) })
    return renderEmail(
      <EmailFrame from={d.from} language={d.language} preview={body}>
        <Line>{t('common.hello')}</Line>
        <Line>{body}</Line>
        <Line>{t('won.confirm', { by: time(d.result.confirmBy) })}</Line>
        <EmailButton href={d.manageUrl}>{t('won.button')}</EmailButton>
        <SmallLink href={d.pageUrl}>{t('common.seeDetails')}</SmallLink>
      </EmailFrame>,
      { ...envelope, subject: t('won.subject', { title: d.title }) },
    )
  }
  const body = t('waitlisted.body', { title: d.title, when })
  return renderEmail(
    <EmailFrame from={d.from} language={d.language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <Line>{t('waitlisted.line', { number: d.result.inLine })}</Line>
      <EmailButton href={d.manageUrl}>{t('waitlisted.button')}</EmailButton>
      <SmallLink href={d.pageUrl}>{t('common.seeDetails')}</SmallLink>
    </EmailFrame>,
    { ...envelope, subject: t('waitlisted.subject', { title: d.title }) },
  )
}
