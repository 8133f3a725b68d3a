import { centreEmail, emailButton, escapeHtml, signOff } from '@/platform/email/html'
import type { EmailMessage } from '@/platform/email/sender'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime, placesText } from './email-parts'

// A freed place offered to the next person in line, with its deadline.

export interface OfferDetails extends ConfirmationDetails {
  expiresAt: string
}

export function offerMessage(d: OfferDetails): EmailMessage {
  const when = festivalTime(d.start, d.timeZone)
  const by = festivalTime(d.expiresAt, d.timeZone)
  const text = [
    'Hello,',
    '',
    `A place has come free for ${d.title}, on ${when}, and you're next on the waitlist: ${placesText(d.seats)} are held for you.`,
    '',
    `Confirm in My OHC by ${by}: ${d.manageUrl}`,
    'If you don’t confirm by then, or decline, they go to the next person on the waitlist.',
    '',
    `Details: ${d.pageUrl}`,
    ...signOff(d.from).text,
  ].join('\n')
  const html = centreEmail(
    d.from,
    `<p>Hello,</p>
<p>A place has come free for <strong>${escapeHtml(d.title)}</strong>, on ${escapeHtml(when)}, and you’re next on the waitlist: <strong>${placesText(d.seats)}</strong> are held for you.</p>
<p>Confirm in My OHC by <strong>${escapeHtml(by)}</strong>. If you don’t confirm by then, or decline, they go to the next person on the waitlist.</p>
${emailButton(d.manageUrl, 'Confirm in My OHC')}
<p style="font-size:14px"><a href="${escapeHtml(d.pageUrl)}">See the details</a></p>
${signOff(d.from).html}`,
  )
  return { to: d.to, subject: `A place is free for you: ${d.title}`, text, html, link: d.manageUrl }
}
