'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { frameCallbackPath, frameLoginPath, verifyUrl } from '@/visitors/auth/frame-callback'

// Completes a magic link inside the frame: GET /api/auth/magic-link/verify?token=… from here (no
// callbackURL, so better-auth answers JSON and sets the session cookie on this response), then
// back to the frame page the visitor came from. A used or expired link goes to the frame's sign-in
// page with better-auth's error code, as the site's own login page shows it.

type State = { kind: 'working' } | { kind: 'failed' }

export function FrameAuthCallback({ action }: { action: string }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'working' })

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const callback = frameCallbackPath(params.get('callbackURL'))
    const token = params.get('token')
    if (action !== 'magic-link/verify' || !token) {
      router.replace(frameLoginPath(params.get('error') ?? 'INVALID_TOKEN', callback))
      return
    }
    let cancelled = false
    void (async () => {
      try {
        const response = await fetch(verifyUrl(token), { credentials: 'include', headers: { accept: 'application/json' } })
        if (cancelled) return
        if (response.ok && !response.redirected) {
          router.replace(callback)
          router.refresh()
          return
        }
        // better-auth redirects a failed link to its error callback (here: /) with ?error=CODE.
        const code = URL.parse(response.url)?.searchParams.get('error') ?? 'INVALID_TOKEN'
        router.replace(frameLoginPath(code, callback))
      } catch (error) {
        console.error('Sign-in link could not be checked:', error)
        if (!cancelled) setState({ kind: 'failed' })
      }
    })()
    return () => {
      cancelled = true
    }
  }, [action, router])

  return state.kind === 'working' ? (
    <p role="status">Signing you in…</p>
  ) : (
    <p role="alert">
      We couldn’t reach the server to sign you in. Check your connection and open the link again, or{' '}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: this page could not reach the server */}
      <a href="/iframe/login">ask for a new link</a>.
    </p>
  )
}
