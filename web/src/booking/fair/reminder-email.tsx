import { centreEmail, emailButton, escapeHtml, signOff } from '@/platform/email/html'
import type { EmailMessage } from '@/platform/email/sender'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime, placesText } from './email-parts'

// The reminder the day before: when, how many, the ticket, and cancelling so the line moves.

/** The same details as the booking confirmation's. */
export type ReminderDetails = ConfirmationDetails

export function reminderMessage(d: ReminderDetails): EmailMessage {
  const when = festivalTime(d.start, d.timeZone)
  const text = [
    'Hello,',
    '',
    `A reminder: you have ${placesText(d.seats)} for ${d.title}, tomorrow, ${when}.`,
    '',
    `Your ticket is in My OHC: ${d.manageUrl}`,
    'Please come on time: places not checked in ten minutes after the start are given to people waiting at the door.',
    `Can't come? Cancel in My OHC so the next person in line can have your place.`,
    '',
    `Details: ${d.pageUrl}`,
    ...signOff(d.from).text,
  ].join('\n')
  const html = centreEmail(
    d.from,
    `<p>Hello,</p>
<p>A reminder: you have <strong>${placesText(d.seats)}</strong> for <strong>${escapeHtml(d.title)}</strong>, tomorrow, ${escapeHtml(when)}.</p>
${emailButton(d.manageUrl, 'Your ticket in My OHC')}
<p style="font-size:14px">Please come on time: places not checked in ten minutes after the start are given to people waiting at the door. Can’t come? Cancel in My OHC so the next person in line can have your place.</p>
<p style="font-size:14px"><a href="${escapeHtml(d.pageUrl)}">See the details</a></p>
${signOff(d.from).html}`,
  )
  return { to: d.to, subject: `Tomorrow: ${d.title}`, text, html, link: d.manageUrl }
}
