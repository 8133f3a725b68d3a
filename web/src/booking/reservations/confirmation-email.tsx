import type { EmailMessage } from '@/platform/email/sender'
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'
import { centreEmail, emailButton, escapeHtml, signOff, type EmailIdentity } from '@/platform/email/html'
import { count, NOUNS } from '@/kernel/text/count'

// The booking confirmation, in the centre's voice (the same frame as the sign-in email), as HTML
// and plain text.

export interface ConfirmationDetails {
  /** Whose email it is (the settings' title and centre). */
  from: EmailIdentity
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

export function confirmationMessage(details: ConfirmationDetails): EmailMessage {
  const { from, to, title, start, seats, pageUrl, manageUrl, timeZone = DEFAULT_TIME_ZONE } = details
  const end = signOff(from, 'See you there,')
  const when = formatZonedDateTime(start, timeZone, 'long-with-zone')
  const places = count(seats, NOUNS.place)
  const subject = `You're booked: ${title}`
  const text = [
    'Hello,',
    '',
    `You have ${places} for ${title}, on ${when}.`,
    '',
    `Details: ${pageUrl}`,
    `Can't come? Cancel in My OHC so someone else can have your place: ${manageUrl}`,
    ...end.text,
  ].join('\n')
  const html = centreEmail(
    from,
    `<p>Hello,</p>
<p>You have <strong>${places}</strong> for <strong>${escapeHtml(title)}</strong>, on ${escapeHtml(when)}.</p>
${emailButton(pageUrl, 'See the details')}
<p style="font-size:14px">Can’t come? <a href="${escapeHtml(manageUrl)}">Cancel in My OHC</a> so someone else can have your place.</p>
${end.html}`,
  )
  return { to, subject, text, html, link: pageUrl }
}
