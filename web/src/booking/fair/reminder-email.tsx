import { EmailButton, EmailFrame, Line, SmallLink } from '@/platform/email/frame'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf } from '@/platform/i18n/catalogues'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime } from './email-parts'

// The reminder the day before: when, how many, the ticket, and cancelling so the line moves.

/** The same details as the booking confirmation's. */
export type ReminderDetails = ConfirmationDetails

export function reminderMessage(d: ReminderDetails): Promise<EmailMessage> {
  const t = wordsOf(d.language, 'emails')
  const body = t('reminder.body', {
    places: t('common.places', { count: d.seats }),
    title: d.title,
    when: festivalTime(d.start, d.timeZone, d.language),
  })
  return renderEmail(
    <EmailFrame from={d.from} language={d.language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <EmailButton href={d.manageUrl}>{t('reminder.button')}</EmailButton>
      <Line small>{t('reminder.onTime')}</Line>
      <SmallLink href={d.pageUrl}>{t('common.seeDetails')}</SmallLink>
    </EmailFrame>,
    { to: d.to, subject: t('reminder.subject', { title: d.title }), link: d.manageUrl },
  )
}
