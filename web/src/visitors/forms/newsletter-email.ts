import type { EmailMessage } from '@/platform/email/sender'
import { centreEmail, emailButton, escapeHtml } from '@/platform/email/html'

// The emails a newsletter sign-up sends: the link that confirms the address (double opt-in), or,
// for an address already on the list, a note saying so. Either way the form answers the same.

export function confirmationMessage(to: string, name: string, link: string, days: number): EmailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,'
  const subject = 'Confirm your Open House Chicago newsletter sign-up'
  const text = [
    greeting,
    '',
    'Someone, we hope you, asked to get the Open House Chicago newsletter at this address. Open this link and press Confirm to join the list:',
    '',
    link,
    '',
    `The link works once, for ${days} days. If you didn’t sign up, ignore this email: without confirming, nothing is added.`,
    '',
    'Chicago Architecture Center',
  ].join('\n')
  const html = centreEmail(`<p>${escapeHtml(greeting)}</p>
<p>Someone, we hope you, asked to get the Open House Chicago newsletter at this address. Press the button, then Confirm, to join the list.</p>
${emailButton(link, 'Confirm my sign-up')}
<p style="font-size:14px">The link works once, for ${days} days. If you didn’t sign up, ignore this email: without confirming, nothing is added.</p>
<p style="font-size:12px;color:#555;word-break:break-all">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>Chicago Architecture Center</p>`)
  return { to, subject, text, html, link }
}

export function alreadySubscribedMessage(to: string): EmailMessage {
  const subject = 'You’re already on the Open House Chicago newsletter list'
  const text = [
    'Hello,',
    '',
    'Someone asked to sign this address up for the Open House Chicago newsletter. It is already on the list, so there is nothing to do: our next newsletter will reach you here.',
    '',
    'Chicago Architecture Center',
  ].join('\n')
  const html = centreEmail(`<p>Hello,</p>
<p>Someone asked to sign this address up for the Open House Chicago newsletter. It is already on the list, so there is nothing to do: our next newsletter will reach you here.</p>
<p>Chicago Architecture Center</p>`)
  return { to, subject, text, html }
}
