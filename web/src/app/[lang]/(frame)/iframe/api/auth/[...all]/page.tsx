import type { Metadata } from 'next'
import { FrameAuthCallback } from './auth-callback.client'

// /iframe/api/auth/{all} — the client page that handles authentication callbacks in the frame.
// The work happens in the browser; the server only sends this shell.

export const metadata: Metadata = { title: 'Signing in', robots: { index: false } }

export default async function FrameAuthPage({ params }: { params: Promise<{ all: string[] }> }) {
  const { all } = await params
  return (
    <div data-template="login">
      <h1>Sign in</h1>
      <FrameAuthCallback action={all.join('/')} />
    </div>
  )
}
