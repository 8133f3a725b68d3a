import type { EmailIdentity } from '@/platform/email/identity'
import { EmailButton, EmailFrame, Line, SmallLink } from '@/platform/email/frame'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf, type CatalogueLanguage } from '@/platform/i18n/catalogues'
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'

// The booking confirmation, in the centre's voice and the member's language (the same frame as
// the sign-in email).

export interface ConfirmationDetails {
  /** Whose email it is (the settings' title and centre). */
  from: EmailIdentity
  /** The member's language (their account's, else the festival's default). */
  language: CatalogueLanguage
  to: string
  title: string
  start: string
  seats: number
  /** The page the booking was made on, absolute. */
  pageUrl: string
  /** Where reservations are listed and cancelled, absolute. */
  manageUrl: string
  /** The festival's time zone (from the settings), in which the email gives the start. */
  timeZone?: string
}

export function confirmationMessage(d: ConfirmationDetails): Promise<EmailMessage> {
  const t = wordsOf(d.language, 'emails')
  const when = formatZonedDateTime(d.start, d.timeZone ?? DEFAULT_TIME_ZONE, 'long-with-zone', d.language)
  const body = t('booked.body', { places: t('common.places', { count: d.seats }), title: d.title, when })
  return renderEmail(
    <EmailFrame from={d.from} language={d.language} preview={body} closing={t('booked.closing')}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <EmailButton href={d.pageUrl}>{t('common.seeDetails')}</EmailButton>
      <Line small>{t('booked.cancel')}</Line>
      <SmallLink href={d.manageUrl}>{t('booked.cancelLink')}</SmallLink>
    </EmailFrame>,
    { to: d.to, subject: t('booked.subject', { title: d.title }), link: d.pageUrl },
  )
}
