import { EmailButton, EmailFrame, Line, SmallLink } from '@/platform/email/frame'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf } from '@/platform/i18n/catalogues'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime } from './email-parts'

// A freed place offered to the next person in line, with its deadline.

export interface OfferDetails extends ConfirmationDetails {
  expiresAt: string
}

export function offerMessage(d: OfferDetails): Promise<EmailMessage> {
  const t = wordsOf(d.language, 'emails')
  const time = (at: string) => festivalTime(at, d.timeZone, d.language)
  const body = t('offer.body', { title: d.title, when: time(d.start), places: t('common.places', { count: d.seats }) })
  return renderEmail(
    <EmailFrame from={d.from} language={d.language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <Line>{t('offer.confirm', { by: time(d.expiresAt) })}</Line>
      <EmailButton href={d.manageUrl}>{t('offer.button')}</EmailButton>
      <SmallLink href={d.pageUrl}>{t('common.seeDetails')}</SmallLink>
    </EmailFrame>,
    { to: d.to, subject: t('offer.subject', { title: d.title }), link: d.manageUrl },
  )
}
