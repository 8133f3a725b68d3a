'use client'

import { usePathname } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { loginPath } from '@/visitors/auth/callback'
import { SEND_FAILED_MESSAGE } from '@/platform/email/sender'
import { frameCallbackPath } from '@/visitors/auth/frame-callback'
import { splitLanguage } from '@/kernel/page-table/language-addresses'
import { useLocalPath, usePageLanguage } from '@/ui/language/language-links.client'
import { PasteLink } from './paste-link.client'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string }

const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.'
const TOO_MANY = 'Too many sign-in requests. Please wait a minute, then try again.'

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

async function messageFor(response: Response): Promise<string> {
  if (response.status === 400) return INVALID_EMAIL
  if (response.status !== 429) return SEND_FAILED_MESSAGE
  // Too many links to this address: the server says when to try again.
  const body: unknown = await response.json().catch(() => undefined)
  const said =
    typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 'TOO_MANY_LINKS' ? Reflect.get(body, 'message') : undefined
  return typeof said === 'string' ? said : TOO_MANY
}

export function LoginForm({ callbackPath: asked }: { callbackPath: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  // On /iframe/login the way back stays in the frame, and the link can be pasted in (PasteLink).
  const { languages } = usePageLanguage()
  const local = useLocalPath()
  const inFrame = splitLanguage(usePathname(), languages).path.startsWith('/iframe')
  const callbackPath = inFrame ? frameCallbackPath(asked) : asked

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setState({ kind: 'error', message: INVALID_EMAIL })
    setState({ kind: 'sending' })
    try {
      // A failed link comes back to this sign-in page, in the page's language.
      const response = await requestLink(email, callbackPath, local(loginPath(callbackPath)))
      setState(response.ok ? { kind: 'sent', email } : { kind: 'error', message: await messageFor(response) })
    } catch {
      // Offline or the server unreachable: same advice as a failed send.
      setState({ kind: 'error', message: SEND_FAILED_MESSAGE })
    }
  }

  if (state.kind === 'sent') {
    return (
      <>
        <div role="status" className="login-sent">
          <h2>Check your email</h2>
          <p>
            We sent a sign-in link to <strong>{state.email}</strong>. It works once, for 15 minutes.
          </p>
          <button type="button" onClick={() => setState({ kind: 'idle' })}>
            Use another address
          </button>
        </div>
        {inFrame ? <PasteLink /> : null}
      </>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-email">Email address</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-describedby={state.kind === 'error' ? 'login-problem' : undefined}
      />
      <button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Email me a sign-in link'}
      </button>
      <p id="login-problem" role="alert">
        {state.kind === 'error' ? state.message : null}
      </p>
    </form>
  )
}
