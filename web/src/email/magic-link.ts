import type { EmailMessage } from './sender'

// The sign-in email, in the centre's voice, as HTML and plain text.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

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
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">Open House Chicago</p>
<p>Hello,</p>
<p>Here is your link to sign in to Open House Chicago.</p>
<p style="margin:32px 0"><a href="${href}" style="background:#1d1d1b;color:#fff;padding:14px 24px;text-decoration:none;font-weight:bold">Sign in</a></p>
<p style="font-size:14px">It works once, for the next ${minutes} minutes. If you didn’t ask for it, you can ignore this email — nobody can sign in without it.</p>
<p style="font-size:12px;color:#555;word-break:break-all">Or paste this address into your browser: ${href}</p>
<p>See you inside,<br>Chicago Architecture Center</p>
</div></body></html>`
  return { to, subject, text, html, link }
}
