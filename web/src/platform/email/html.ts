import { escapeHtml } from '@/kernel/text/html'

// Text put into an email's HTML is escaped by the app's one escape, passed on from here for the email builders.
export { escapeHtml }

/** The centre's email: its frame and name around `body` (HTML, already escaped). */
export const centreEmail = (body: string) => `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">Open House Chicago</p>
${body}
</div></body></html>`

/** The email's one button. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:32px 0"><a href="${escapeHtml(href)}" style="background:#1d1d1b;color:#fff;padding:14px 24px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`
