import { centreEmail, emailButton, escapeHtml, signOff } from '@/platform/email/html'
import type { EmailMessage } from '@/platform/email/sender'
import type { ConfirmationDetails } from '@/booking/reservations/confirmation-email'
import { festivalTime, placesText } from './email-parts'

// The draw's result, to every entrant: placed (confirm by the deadline) or waiting (their place in
// line, and how freed places are offered).

export interface ResultDetails extends ConfirmationDetails {
  result: { won: true; confirmBy: string } | { won: false; inLine: number }
}

export function resultMessage(d: ResultDetails): EmailMessage {
  const when = festivalTime(d.start, d.timeZone)
  if (d.result.won) {
    const by = festivalTime(d.result.confirmBy, d.timeZone)
    const text = [
      'Hello,',
      '',
      `Good news: the draw for ${d.title}, on ${when}, gave your entry ${placesText(d.seats)}.`,
      '',
      `Confirm them in My OHC by ${by}: ${d.manageUrl}`,
      'Places not confirmed by then go to the next person in the draw order.',
      '',
      `Details: ${d.pageUrl}`,
      ...signOff(d.from).text,
    ].join('\n')
    const html = centreEmail(
      d.from,
      `<p>Hello,</p>
<p>Good news: the draw for <strong>${escapeHtml(d.title)}</strong>, on ${escapeHtml(when)}, gave your entry <strong>${placesText(d.seats)}</strong>.</p>
<p>Confirm them in My OHC by <strong>${escapeHtml(by)}</strong>. Places not confirmed by then go to the next person in the draw order.</p>
${emailButton(d.manageUrl, 'Confirm in My OHC')}
<p style="font-size:14px"><a href="${escapeHtml(d.pageUrl)}">See the details</a></p>
${signOff(d.from).html}`,
    )
    return { to: d.to, subject: `You won a place: ${d.title}`, text, html, link: d.manageUrl }
  }
  const line = `You are number ${d.result.inLine} on the waitlist`
  const text = [
    'Hello,',
    '',
    `The draw for ${d.title}, on ${when}, has taken place, and your entry was not among those placed this time.`,
    '',
    `${line}, in the order of the draw. If places come free, each is offered by email to the next person in line, who has a few hours to confirm it.`,
    '',
    `Your entry and the draw: ${d.manageUrl}`,
    `Details: ${d.pageUrl}`,
    ...signOff(d.from).text,
  ].join('\n')
  const html = centreEmail(
    d.from,
    `<p>Hello,</p>
<p>The draw for <strong>${escapeHtml(d.title)}</strong>, on ${escapeHtml(when)}, has taken place, and your entry was not among those placed this time.</p>
<p>${line}, in the order of the draw. If places come free, each is offered by email to the next person in line, who has a few hours to confirm it.</p>
${emailButton(d.manageUrl, 'See your entry in My OHC')}
<p style="font-size:14px"><a href="${escapeHtml(d.pageUrl)}">See the details</a></p>
${signOff(d.from).html}`,
  )
  return { to: d.to, subject: `The draw for ${d.title}: you're on the waitlist`, text, html, link: d.manageUrl }
}
