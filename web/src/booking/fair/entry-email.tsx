import { EmailButton, EmailFrame, FinePrint, Line, SmallLink } from '@/platform/email/frame'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf } from '@/platform/i18n/catalogues'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime } from './email-parts'

// The email confirming a ballot entry: what was entered, when the draw is, what happens next,
// and the draw's commitment (the hash of its secret seed), to check the draw against afterwards.

/** `seats`: the party entered. */
export interface EntryDetails extends ConfirmationDetails {
  drawAt: string
  confirmBy: string
  seedHash: string
}

export function entryMessage(d: EntryDetails): Promise<EmailMessage> {
  const t = wordsOf(d.language, 'emails')
  const time = (at: string) => festivalTime(at, d.timeZone, d.language)
  const body = t('entry.body', { title: d.title, when: time(d.start), places: t('common.places', { count: d.seats }) })
  return renderEmail(
    <EmailFrame from={d.from} language={d.language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <Line>{t('entry.next', { draw: time(d.drawAt), confirm: time(d.confirmBy) })}</Line>
      <EmailButton href={d.manageUrl}>{t('entry.button')}</EmailButton>
      <Line small>{t('entry.withdraw')}</Line>
      <SmallLink href={d.pageUrl}>{t('common.seeDetails')}</SmallLink>
      <FinePrint>
        {t('entry.seal', { hash: d.seedHash })} — {t('entry.sealWhy')}
      </FinePrint>
    </EmailFrame>,
    { to: d.to, subject: t('entry.subject', { title: d.title }), link: d.manageUrl },
  )
}
