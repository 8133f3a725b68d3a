import { centreEmail, emailButton, escapeHtml, signOff } from '@/platform/email/html'
import type { EmailMessage } from '@/platform/email/sender'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime, placesText } from './email-parts'

// The email confirming a ballot entry: what was entered, when the draw is, what happens next,
// and the draw's commitment (the hash of its secret seed), to check the draw against afterwards.

/** `seats`: the party entered. */
export interface EntryDetails extends ConfirmationDetails {
  drawAt: string
  confirmBy: string
  seedHash: string
}

export function entryMessage(d: EntryDetails): EmailMessage {
  const when = festivalTime(d.start, d.timeZone)
  const draw = festivalTime(d.drawAt, d.timeZone)
  const confirm = festivalTime(d.confirmBy, d.timeZone)
  const text = [
    'Hello,',
    '',
    `You're in the ballot for ${d.title}, on ${when}, for ${placesText(d.seats)}.`,
    '',
    `The draw is on ${draw}, and we'll email you the result. If you win, confirm your places in My OHC by ${confirm}; places not confirmed go to the next person in the draw order.`,
    '',
    `Changed your mind? Withdraw your entry in My OHC before the draw: ${d.manageUrl}`,
    `Details: ${d.pageUrl}`,
    '',
    `The draw's seal: ${d.seedHash}`,
    'It is the SHA-256 of the draw’s secret seed, fixed before entries close and revealed after the draw, so anyone can check that the draw was not changed once the entries were known.',
    ...signOff(d.from).text,
  ].join('\n')
  const html = centreEmail(
    d.from,
    `<p>Hello,</p>
<p>You’re in the ballot for <strong>${escapeHtml(d.title)}</strong>, on ${escapeHtml(when)}, for <strong>${placesText(d.seats)}</strong>.</p>
<p>The draw is on ${escapeHtml(draw)}, and we’ll email you the result. If you win, confirm your places in My OHC by ${escapeHtml(confirm)}; places not confirmed go to the next person in the draw order.</p>
${emailButton(d.manageUrl, 'See your entry in My OHC')}
<p style="font-size:14px">Changed your mind? Withdraw your entry in My OHC before the draw. <a href="${escapeHtml(d.pageUrl)}">See the details</a>.</p>
<p style="font-size:12px;color:#555;word-break:break-all">The draw’s seal: ${escapeHtml(d.seedHash)} — the SHA-256 of its secret seed, fixed before entries close and revealed after the draw.</p>
${signOff(d.from).html}`,
  )
  return { to: d.to, subject: `You're in the ballot: ${d.title}`, text, html, link: d.manageUrl }
}
