'use client'

import { usePathname } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { loginPath } from '@/visitors/auth/callback'
import { frameCallbackPath } from '@/visitors/auth/frame-callback'
import { splitLanguage } from '@/kernel/page-table/language-addresses'
import { useLocalPath, usePageLanguage } from '@/ui/language/language-links.client'
import { PasteLink } from './paste-link.client'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string }

/**
 * The form's words in the page's language, as the page says them (the catalogue's `login`), so
 * no message formatter reaches the browser: `sentBody` keeps its `<strong>{email}</strong>`, the
 * two `tooManyWait` forms their `{minutes}`, chosen here by the language's plural rules.
 */
export interface LoginWords {
  invalidEmail: string
  tooMany: string
  tooManyWaitOne: string
  tooManyWaitOther: string
  sendFailed: string
  sentHeading: string
  sentBody: string
  useAnother: string
  emailLabel: string
  sending: string
  submit: string
  pasteLabel: string
  pasteSubmit: string
  notALink: string
}

function tooManyWait(words: LoginWords, minutes: number, language: string): string {
  const form = new Intl.PluralRules(language).select(minutes) === 'one' ? words.tooManyWaitOne : words.tooManyWaitOther
  return form.replace('{minutes}', minutes.toLocaleString(language))
}

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

async function messageFor(response: Response, words: LoginWords, language: string): Promise<string> {
  if (response.status === 400) return words.invalidEmail
  if (response.status !== 429) return words.sendFailed
  // Too many links to this address: the server says when to try again, in English, and in
  // Retry-After for any other language.
  const body: unknown = await response.json().catch(() => undefined)
  const tooManyLinks = typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 'TOO_MANY_LINKS'
  const said = tooManyLinks ? Reflect.get(Object(body), 'message') : undefined
  if (typeof said === 'string' && language === 'en') return said
  const seconds = Number(response.headers.get('retry-after'))
  return tooManyLinks && seconds > 0 ? tooManyWait(words, Math.ceil(seconds / 60), language) : words.tooMany
}

export function LoginForm({ callbackPath: asked, words }: { callbackPath: string; words: LoginWords }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  // On /iframe/login the way back stays in the frame, and the link can be pasted in (PasteLink).
  const { language, languages } = usePageLanguage()
  const local = useLocalPath()
  const inFrame = splitLanguage(usePathname(), languages).path.startsWith('/iframe')
  const callbackPath = inFrame ? frameCallbackPath(asked) : asked

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setState({ kind: 'error', message: words.invalidEmail })
    setState({ kind: 'sending' })
    try {
      // A failed link comes back to this sign-in page, in the page's language.
      const response = await requestLink(email, callbackPath, local(loginPath(callbackPath)))
      setState(response.ok ? { kind: 'sent', email } : { kind: 'error', message: await messageFor(response, words, language) })
    } catch {
      // Offline or the server unreachable: same advice as a failed send.
      setState({ kind: 'error', message: words.sendFailed })
    }
  }

  if (state.kind === 'sent') {
    const [before, after = ''] = words.sentBody.split('<strong>{email}</strong>')
    return (
      <>
        <div role="status" className="login-sent">
          <h2>{words.sentHeading}</h2>
          <p>
            {before}
            <strong>{state.email}</strong>
            {after}
          </p>
          <button type="button" onClick={() => setState({ kind: 'idle' })}>
            {words.useAnother}
          </button>
        </div>
        {inFrame ? <PasteLink words={words} /> : null}
      </>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-email">{words.emailLabel}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-describedby={state.kind === 'error' ? 'login-problem' : undefined}
      />
      <button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? words.sending : words.submit}
      </button>
      <p id="login-problem" role="alert">
        {state.kind === 'error' ? state.message : null}
      </p>
    </form>
  )
}
