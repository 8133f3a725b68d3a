'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { pastedLinkPath } from '@/visitors/auth/frame-callback'
import type { LoginWords } from './login-form.client'

// In a frame on another website, the emailed link opens in a tab of its own, where the browser
// keeps another cookie jar than the frame's (third-party cookies are partitioned, or blocked).
// Pasting the link here completes it inside the frame (/iframe/api/auth/…), so the frame is the
// one signed in.

/** `words`: the sign-in page's words, in its language. */
export function PasteLink({ words }: { words: Pick<LoginWords, 'pasteLabel' | 'pasteSubmit' | 'notALink'> }) {
  const router = useRouter()
  const [problem, setProblem] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const path = pastedLinkPath(String(new FormData(event.currentTarget).get('link') ?? ''), window.location.origin)
    if (!path) return setProblem(words.notALink)
    setProblem(undefined)
    router.push(path)
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-link">{words.pasteLabel}</label>
      <input
        id="login-link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        aria-describedby={problem ? 'login-link-problem' : undefined}
      />
      <button type="submit">{words.pasteSubmit}</button>
      <p id="login-link-problem" role="alert">
        {problem ?? null}
      </p>
    </form>
  )
}
