import { escapeHtml } from '@/kernel/text/html'

// Text put into an email's HTML is escaped by the app's one escape, passed on from here for the email builders.
export { escapeHtml }

/** Whose emails these are, from the settings: the site's title heads them, the centre signs them. */
export interface EmailIdentity {
  title: string
  centre: string
}

/** The centre's email: its frame and the site's title around `body` (HTML, already escaped). */
export const centreEmail = (from: EmailIdentity, body: string) => `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">${escapeHtml(from.title)}</p>
${body}
</div></body></html>`

/** The email's one button. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:32px 0"><a href="${escapeHtml(href)}" style="background:#1d1d1b;color:#fff;padding:14px 24px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`

/** The last lines of an email, text and HTML: `closing` (if any) and the centre's name. */
export function signOff(from: EmailIdentity, closing?: string): { text: string[]; html: string } {
  return {
    text: closing ? ['', closing, from.centre] : ['', from.centre],
    html: closing ? `<p>${escapeHtml(closing)}<br>${escapeHtml(from.centre)}</p>` : `<p>${escapeHtml(from.centre)}</p>`,
  }
}
