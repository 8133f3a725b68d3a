import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { CONFIRM_MESSAGES } from '@/visitors/forms/newsletter-confirm'

// The page a newsletter confirmation email links to. Opening it changes nothing: mail scanners
// open links in emails on their own, so only pressing Confirm (a POST to /api/newsletter/confirm)
// adds the address to the list, and the answer comes back here as ?result=. Per request and out
// of search engines: the address carries the visitor's token.

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirm your newsletter sign-up', robots: { index: false, follow: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const RESULTS: Record<string, { message: string; role: 'status' | 'alert' }> = {
  success: { message: CONFIRM_MESSAGES.success, role: 'status' },
  invalid: { message: CONFIRM_MESSAGES.invalid, role: 'alert' },
  failed: { message: CONFIRM_MESSAGES.failed, role: 'alert' },
  limited: { message: CONFIRM_MESSAGES.failed, role: 'alert' },
}

const NO_TOKEN = 'This address is missing its confirmation code. Open the link from the email again, or sign up again for a new one.'

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const token = first(params.token)
  const result = RESULTS[first(params.result) ?? '']
  const { title } = await getIdentity()
  return (
    <div className="newsletter-confirm" data-template="newsletter-confirm">
      <h1>Confirm your newsletter sign-up</h1>
      {result ? (
        <p role={result.role}>{result.message}</p>
      ) : token ? (
        <form method="post" action="/api/newsletter/confirm">
          <p>Press Confirm to get the {title} newsletter at the address this link was sent to.</p>
          <input type="hidden" name="token" value={token} />
          <button className="button" type="submit">
            Confirm
          </button>
        </form>
      ) : (
        <p role="alert">{NO_TOKEN}</p>
      )}
    </div>
  )
}
