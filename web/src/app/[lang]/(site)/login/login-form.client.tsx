'use client'

import { usePathname } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import { loginPath } from '@/visitors/auth/callback'
import { frameCallbackPath } from '@/visitors/auth/frame-callback'
import { splitLanguage } from '@/kernel/page-table/language-addresses'
import { useLocalPath, usePageLanguage } from '@/ui/language/language-links.client'
import { PasteLink } from './paste-link.client'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string }

type LoginWords = ReturnType<typeof useTranslations<'login'>>

// better-auth's magic-link endpoint, called with fetch rather than its client: the client weighs
// 12 KB gzip, and this form is its only use on a page a visitor may land on.
async function requestLink(email: string, callbackPath: string, loginPage: string): Promise<Response> {
  return fetch('/api/auth/sign-in/magic-link', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, callbackURL: callbackPath, errorCallbackURL: loginPage }),
  })
}

async function messageFor(response: Response, t: LoginWords, language: string): Promise<string> {
  if (response.status === 400) return t('invalidEmail')
  if (response.status !== 429) return t('sendFailed')
  // Too many links to this address: the server says when to try again, in English, and in
  // Retry-After for any other language.
  const body: unknown = await response.json().catch(() => undefined)
  const tooManyLinks = typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 'TOO_MANY_LINKS'
  const said = tooManyLinks ? Reflect.get(Object(body), 'message') : undefined
  if (typeof said === 'string' && language === 'en') return said
  const seconds = Number(response.headers.get('retry-after'))
  return tooManyLinks && seconds > 0 ? t('tooManyWait', { minutes: Math.ceil(seconds / 60) }) : t('tooMany')
}

export function LoginForm({ callbackPath: asked }: { callbackPath: string }) {
  const t = useTranslations('login')
  const language = useLocale()
  const [state, setState] = useState<State>({ kind: 'idle' })
  // On /iframe/login the way back stays in the frame, and the link can be pasted in (PasteLink).
  const { languages } = usePageLanguage()
  const local = useLocalPath()
  const inFrame = splitLanguage(usePathname(), languages).path.startsWith('/iframe')
  const callbackPath = inFrame ? frameCallbackPath(asked) : asked

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setState({ kind: 'error', message: t('invalidEmail') })
    setState({ kind: 'sending' })
    try {
      // A failed link comes back to this sign-in page, in the page's language.
      const response = await requestLink(email, callbackPath, local(loginPath(callbackPath)))
      setState(response.ok ? { kind: 'sent', email } : { kind: 'error', message: await messageFor(response, t, language) })
    } catch {
      // Offline or the server unreachable: same advice as a failed send.
      setState({ kind: 'error', message: t('sendFailed') })
    }
  }

  if (state.kind === 'sent') {
    return (
      <>
        <div role="status" className="login-sent">
          <h2>{t('sentHeading')}</h2>
          <p>{t.rich('sentBody', { email: state.email, strong: (words) => <strong>{words}</strong> })}</p>
          <button type="button" onClick={() => setState({ kind: 'idle' })}>
            {t('useAnother')}
          </button>
        </div>
        {inFrame ? <PasteLink /> : null}
      </>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-email">{t('emailLabel')}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-describedby={state.kind === 'error' ? 'login-problem' : undefined}
      />
      <button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('sending') : t('submit')}
      </button>
      <p id="login-problem" role="alert">
        {state.kind === 'error' ? state.message : null}
      </p>
    </form>
  )
}
