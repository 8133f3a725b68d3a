import type { Metadata } from 'next'
import { DEFAULT_CALLBACK, safeCallbackPath } from '@/visitors/auth/callback'
import { localPath } from '@/platform/http/local-path'
import { LoginForm } from './login-form.client'

// Indexable: a public page people search for (the site's title and "sign in"), unlike /my-ohc.
export const metadata: Metadata = { title: 'Sign in' }

// better-auth sends a visitor whose link failed back here with ?error=CODE. It reports an
// expired link and a used one alike (INVALID_TOKEN: the row is gone either way).
const LINK_ERRORS: Record<string, string> = {
  INVALID_TOKEN: 'This sign-in link has expired or has already been used. Links work once, for 15 minutes. Ask for a new one below.',
  EXPIRED_TOKEN: 'This sign-in link has expired. Links work for 15 minutes. Ask for a new one below.',
}
const GENERIC_LINK_ERROR = 'We couldn’t sign you in with that link. Ask for a new one below.'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const error = first(params.error)
  // With no page to go back to, the home page in this page's language.
  const callbackPath = safeCallbackPath(first(params.callbackURL) ?? (await localPath(DEFAULT_CALLBACK)))
  return (
    <div className="login" data-template="login">
      <h1>Sign in</h1>
      <p>Members and visitors sign in with a link we email to you — no password needed.</p>
      {error ? (
        <p role="alert" className="login-error">
          {LINK_ERRORS[error] ?? GENERIC_LINK_ERROR}
        </p>
      ) : null}
      <LoginForm callbackPath={callbackPath} />
    </div>
  )
}
