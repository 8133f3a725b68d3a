import type { Metadata } from 'next'
import { DEFAULT_CALLBACK, safeCallbackPath } from '@/visitors/auth/callback'
import { localPath } from '@/platform/http/local-path'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage } from '@/content/page-language'
import { LoginForm, type LoginWords } from './login-form.client'

// The sign-in page, in its address's language: its words are the catalogue's `login` ones, and
// the form (a client component) gets its own as plain strings, so no message formatter is in the
// page's JavaScript. Indexable: a public page people search for (the site's title and "sign in"),
// unlike /my-ohc.

type Props = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: wordsIn(await pageLanguage(params), 'login')('title') }
}

// better-auth sends a visitor whose link failed back here with ?error=CODE. It reports an
// expired link and a used one alike (INVALID_TOKEN: the row is gone either way).
const LINK_ERRORS = { INVALID_TOKEN: 'invalidToken', EXPIRED_TOKEN: 'expiredToken' } as const

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function LoginPage({ params, searchParams }: Props) {
  const [language, query] = await Promise.all([pageLanguage(params), searchParams])
  const t = wordsIn(language, 'login')
  const words: LoginWords = {
    invalidEmail: t('invalidEmail'),
    tooMany: t('tooMany'),
    tooManyWaitOne: t.raw('tooManyWaitOne'),
    tooManyWaitOther: t.raw('tooManyWaitOther'),
    sendFailed: t('sendFailed'),
    sentHeading: t('sentHeading'),
    sentBody: t.raw('sentBody'),
    useAnother: t('useAnother'),
    emailLabel: t('emailLabel'),
    sending: t('sending'),
    submit: t('submit'),
    pasteLabel: t('pasteLabel'),
    pasteSubmit: t('pasteSubmit'),
    notALink: t('notALink'),
  }
  const error = first(query.error)
  const known = error && Object.hasOwn(LINK_ERRORS, error) ? LINK_ERRORS[error as keyof typeof LINK_ERRORS] : undefined
  // With no page to go back to, the home page in this page's language.
  const callbackPath = safeCallbackPath(first(query.callbackURL) ?? (await localPath(DEFAULT_CALLBACK)))
  return (
    <div className="login" data-template="login" lang={language}>
      <h1>{t('title')}</h1>
      <p>{t('lede')}</p>
      {error ? (
        <p role="alert" className="login-error">
          {t(known ?? 'linkFailed')}
        </p>
      ) : null}
      <LoginForm callbackPath={callbackPath} words={words} />
    </div>
  )
}
