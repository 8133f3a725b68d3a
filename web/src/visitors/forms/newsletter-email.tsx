import type { EmailMessage } from '@/platform/email/sender'
import { centreEmail, emailButton, escapeHtml, signOff, type EmailIdentity } from '@/platform/email/html'

// The emails a newsletter sign-up sends: the link that confirms the address (double opt-in), or,
// for an address already on the list, a note saying so. Either way the form answers the same.

export function confirmationMessage(from: EmailIdentity, to: string, name: string, link: string, days: number): EmailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,'
  const subject = `Confirm your ${from.title} newsletter sign-up`
  const text = [
    greeting,
    '',
    `Someone, we hope you, asked to get the ${from.title} newsletter at this address. Open this link and press Confirm to join the list:`,
    '',
    link,
    '',
    `The link works once, for ${days} days. If you didn’t sign up, ignore this email: without confirming, nothing is added.`,
    ...signOff(from).text,
  ].join('\n')
  const html = centreEmail(
    from,
    `<p>${escapeHtml(greeting)}</p>
<p>Someone, we hope you, asked to get the ${escapeHtml(from.title)} newsletter at this address. Press the button, then Confirm, to join the list.</p>
${emailButton(link, 'Confirm my sign-up')}
<p style="font-size:14px">The link works once, for ${days} days. If you didn’t sign up, ignore this email: without confirming, nothing is added.</p>
<p style="font-size:12px;color:#555;word-break:break-all">Or paste this address into your browser: ${escapeHtml(link)}</p>
${signOff(from).html}`,
  )
  return { to, subject, text, html, link }
}

export function alreadySubscribedMessage(from: EmailIdentity, to: string): EmailMessage {
  const subject = `You’re already on the ${from.title} newsletter list`
  const body = `Someone asked to sign this address up for the ${from.title} newsletter. It is already on the list, so there is nothing to do: our next newsletter will reach you here.`
  const text = ['Hello,', '', body, ...signOff(from).text].join('\n')
  const html = centreEmail(from, `<p>Hello,</p>\n<p>${escapeHtml(body)}</p>\n${signOff(from).html}`)
  return { to, subject, text, html }
}
