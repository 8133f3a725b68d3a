import type { PlaceNotice } from '@/content/status'
import type { EmailMessage } from '@/platform/email/sender'
import { formatZonedDateTime } from '@/kernel/time'
import { statusTitle } from './notice'
import { centreEmail, emailButton, escapeHtml, signOff, type EmailIdentity } from '@/platform/email/html'

// The email to a member whose itinerary or reservation has a place with a new live notice, in
// the centre's voice (the same frame as the booking confirmation), as HTML and plain text.

export interface StatusEmailDetails {
  from: EmailIdentity
  to: string
  notice: PlaceNotice
  /** The site's origin, for the links. */
  siteUrl: string
  timeZone: string
}

export function statusMessage({ from, to, notice, siteUrl, timeZone }: StatusEmailDetails): EmailMessage {
  const what = statusTitle(notice)
  const name = notice.place.start
    ? `${notice.place.name} (${formatZonedDateTime(notice.place.start, timeZone, 'short')})`
    : notice.place.name
  const posted = formatZonedDateTime(notice.postedAt, timeZone, 'short')
  const pageUrl = new URL(notice.place.href, siteUrl).toString()
  const myOhcUrl = new URL('/my-ohc', siteUrl).toString()
  const subject = `${what}: ${notice.place.name}`
  const text = [
    'Hello,',
    '',
    `${name}, in your plans for the festival: ${what.toLowerCase()}${notice.message ? `. ${notice.message}` : ''}.`,
    `(Updated ${posted}.)`,
    '',
    `Details: ${pageUrl}`,
    `Your plans: ${myOhcUrl}`,
    ...signOff(from).text,
  ].join('\n')
  const html = centreEmail(
    from,
    `<p>Hello,</p>
<p><strong>${escapeHtml(name)}</strong>, in your plans for the festival: <strong>${escapeHtml(what.toLowerCase())}</strong>${notice.message ? `. ${escapeHtml(notice.message)}` : ''}.</p>
<p style="font-size:14px;color:#555">Updated ${escapeHtml(posted)}.</p>
${emailButton(pageUrl, 'See the details')}
<p style="font-size:14px"><a href="${escapeHtml(myOhcUrl)}">Your plans in My OHC</a></p>
${signOff(from).html}`,
  )
  return { to, subject, text, html, link: pageUrl }
}
