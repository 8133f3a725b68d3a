import type { PlaceNotice } from '@/content/status'
import { EmailButton, EmailFrame, Line, SmallLink } from '@/platform/email/frame'
import type { EmailIdentity } from '@/platform/email/identity'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf, type CatalogueLanguage } from '@/platform/i18n/catalogues'
import { formatZonedDateTime } from '@/kernel/time'

// The email to a member whose itinerary or reservation has a place with a new live notice, in
// the centre's voice and the member's language (the same frame as the booking confirmation).
// The notice's own words are the editor's, as written.

export interface StatusEmailDetails {
  from: EmailIdentity
  language: CatalogueLanguage
  to: string
  notice: PlaceNotice
  /** The site's origin, for the links. */
  siteUrl: string
  timeZone: string
}

export function statusMessage({ from, language, to, notice, siteUrl, timeZone }: StatusEmailDetails): Promise<EmailMessage> {
  const t = wordsOf(language, 'emails')
  const kinds = wordsOf(language, 'status')
  const status = kinds.has(notice.kind) ? kinds(notice.kind) : notice.kind
  const place = notice.place.start
    ? `${notice.place.name} (${formatZonedDateTime(notice.place.start, timeZone, 'short', language)})`
    : notice.place.name
  const posted = formatZonedDateTime(notice.postedAt, timeZone, 'short', language)
  const pageUrl = new URL(notice.place.href, siteUrl).toString()
  const myOhcUrl = new URL('/my-ohc', siteUrl).toString()
  const what = status.toLocaleLowerCase(language)
  const body = notice.message
    ? t('status.bodyWithMessage', { place, status: what, message: notice.message })
    : t('status.body', { place, status: what })
  return renderEmail(
    <EmailFrame from={from} language={language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
      <Line small>{t('status.updated', { when: posted })}</Line>
      <EmailButton href={pageUrl}>{t('common.seeDetails')}</EmailButton>
      <SmallLink href={myOhcUrl}>{t('status.plans')}</SmallLink>
    </EmailFrame>,
    { to, subject: t('status.subject', { status, place: notice.place.name }), link: pageUrl },
  )
}
