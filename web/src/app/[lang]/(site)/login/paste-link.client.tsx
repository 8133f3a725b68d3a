'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { pastedLinkPath } from '@/visitors/auth/frame-callback'

// In a frame on another website, the emailed link opens in a tab of its own, where the browser
// keeps another cookie jar than the frame's (third-party cookies are partitioned, or blocked).
// Pasting the link here completes it inside the frame (/iframe/api/auth/…), so the frame is the
// one signed in.

const NOT_A_LINK = 'That is not a sign-in link from this site. Copy the whole link from the email and paste it here.'

export function PasteLink() {
  const router = useRouter()
  const [problem, setProblem] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const path = pastedLinkPath(String(new FormData(event.currentTarget).get('link') ?? ''), window.location.origin)
    if (!path) return setProblem(NOT_A_LINK)
    setProblem(undefined)
    router.push(path)
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-link">Is this page inside another website? Paste the link from the email here to sign in within it.</label>
      <input
        id="login-link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        aria-describedby={problem ? 'login-link-problem' : undefined}
      />
      <button type="submit">Sign in here</button>
      <p id="login-link-problem" role="alert">
        {problem ?? null}
      </p>
    </form>
  )
}
