import type { EmailMessage } from './sender'
import { centreEmail, emailButton, escapeHtml, signOff, type EmailIdentity } from './html'

// The sign-in email, in the centre's voice, as HTML and plain text.

export function magicLinkMessage(from: EmailIdentity, to: string, link: string, minutes: number): EmailMessage {
  const end = signOff(from, 'See you inside,')
  const subject = `Your sign-in link for ${from.title}`
  const text = [
    'Hello,',
    '',
    `Here is your link to sign in to ${from.title}:`,
    '',
    link,
    '',
    `It works once, for the next ${minutes} minutes. If you didn’t ask for it, you can ignore this email — nobody can sign in without it.`,
    ...end.text,
  ].join('\n')
  const href = escapeHtml(link)
  const html = centreEmail(
    from,
    `<p>Hello,</p>
<p>Here is your link to sign in to ${escapeHtml(from.title)}.</p>
${emailButton(link, 'Sign in')}
<p style="font-size:14px">It works once, for the next ${minutes} minutes. If you didn’t ask for it, you can ignore this email — nobody can sign in without it.</p>
<p style="font-size:12px;color:#555;word-break:break-all">Or paste this address into your browser: ${href}</p>
${end.html}`,
  )
  return { to, subject, text, html, link }
}
