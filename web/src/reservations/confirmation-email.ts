import type { EmailMessage } from '../email/sender'
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '../time'

// The booking confirmation, in the centre's voice (the same frame as the sign-in email), as HTML
// and plain text.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export interface ConfirmationDetails {
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
  const { to, title, start, seats, pageUrl, manageUrl, timeZone = DEFAULT_TIME_ZONE } = details
  const when = formatZonedDateTime(start, timeZone, 'long-with-zone')
  const places = seats === 1 ? '1 place' : `${seats} places`
  const subject = `You're booked: ${title}`
  const text = [
    'Hello,',
    '',
    `You have ${places} for ${title}, on ${when}.`,
    '',
    `Details: ${pageUrl}`,
    `Can't come? Cancel in My OHC so someone else can have your place: ${manageUrl}`,
    '',
    'See you there,',
    'Chicago Architecture Center',
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">Open House Chicago</p>
<p>Hello,</p>
<p>You have <strong>${places}</strong> for <strong>${escapeHtml(title)}</strong>, on ${escapeHtml(when)}.</p>
<p style="margin:32px 0"><a href="${escapeHtml(pageUrl)}" style="background:#1d1d1b;color:#fff;padding:14px 24px;text-decoration:none;font-weight:bold">See the details</a></p>
<p style="font-size:14px">Can’t come? <a href="${escapeHtml(manageUrl)}">Cancel in My OHC</a> so someone else can have your place.</p>
<p>See you there,<br>Chicago Architecture Center</p>
</div></body></html>`
  return { to, subject, text, html, link: pageUrl }
}
