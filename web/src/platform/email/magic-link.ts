import type { EmailMessage } from './sender'
import { centreEmail, emailButton, escapeHtml } from './html'

// The sign-in email, in the centre's voice, as HTML and plain text.

export function magicLinkMessage(to: string, link: string, minutes: number): EmailMessage {
  const subject = 'Your sign-in link for Open House Chicago'
  const text = [
    'Hello,',
    '',
    'Here is your link to sign in to Open House Chicago:',
    '',
    link,
    '',
    `It works once, for the next ${minutes} minutes. If you didn’t ask for it, you can ignore this email — nobody can sign in without it.`,
    '',
    'See you inside,',
    'Chicago Architecture Center',
  ].join('\n')
  const href = escapeHtml(link)
  const html = centreEmail(`<p>Hello,</p>
<p>Here is your link to sign in to Open House Chicago.</p>
${emailButton(link, 'Sign in')}
<p style="font-size:14px">It works once, for the next ${minutes} minutes. If you didn’t ask for it, you can ignore this email — nobody can sign in without it.</p>
<p style="font-size:12px;color:#555;word-break:break-all">Or paste this address into your browser: ${href}</p>
<p>See you inside,<br>Chicago Architecture Center</p>`)
  return { to, subject, text, html, link }
}
