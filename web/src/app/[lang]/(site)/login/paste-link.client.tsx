'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'use-intl'
import { useState, type FormEvent } from 'react'
import { pastedLinkPath } from '@/visitors/auth/frame-callback'

// In a frame on another website, the emailed link opens in a tab of its own, where the browser
// keeps another cookie jar than the frame's (third-party cookies are partitioned, or blocked).
// Pasting the link here completes it inside the frame (/iframe/api/auth/…), so the frame is the
// one signed in.

export function PasteLink() {
  const t = useTranslations('login')
  const router = useRouter()
  const [problem, setProblem] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const path = pastedLinkPath(String(new FormData(event.currentTarget).get('link') ?? ''), window.location.origin)
    if (!path) return setProblem(t('notALink'))
    setProblem(undefined)
    router.push(path)
  }

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="login-link">{t('pasteLabel')}</label>
      <input
        id="login-link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        aria-describedby={problem ? 'login-link-problem' : undefined}
      />
      <button type="submit">{t('pasteSubmit')}</button>
      <p id="login-link-problem" role="alert">
        {problem ?? null}
      </p>
    </form>
  )
}
