'use client'

import Link from '../link'
import { fetchAsMember } from '../runtime/fetch-as-member'
import { useEffect, useState } from 'react'

// Fetches a members-only block's content after the page loads. The server decides (a member
// gets the content, anyone else a 403), so the content is never in the public page itself. The
// server also renders it to HTML (content/portable-text/member-html.ts), which keeps a Portable Text
// renderer out of every visitor's JavaScript. A signed-out visitor is not asked about (fetchAsMember).

type State = { kind: 'loading' } | { kind: 'member'; html: string } | { kind: 'visitor' } | { kind: 'failed' }

export function MemberContent({ page, blockKey }: { page: string; blockKey: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    const url = `/api/member-content?${new URLSearchParams({ page, key: blockKey })}`
    fetchAsMember(url, controller.signal)
      .then(async (response) => {
        if (!response || response.status === 401 || response.status === 403) return setState({ kind: 'visitor' })
        const html = response.ok ? htmlOf(await response.json()) : undefined
        setState(html === undefined ? { kind: 'failed' } : { kind: 'member', html })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Member content failed to load:', error)
          setState({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [page, blockKey])

  if (state.kind === 'loading') return null
  // The HTML is the server's own rendering of editors' content, escaped there.
  if (state.kind === 'member') return <div className="prose" data-member-content="" dangerouslySetInnerHTML={{ __html: state.html }} />
  if (state.kind === 'failed') return <p role="status">Members’ content couldn’t be loaded just now. Please try again later.</p>
  return (
    <p role="status">
      Members only — <Link href={`/login?callbackURL=${encodeURIComponent(`/${page}`)}`}>sign in</Link> or{' '}
      <Link href="/memberships">become a member</Link>.
    </p>
  )
}

// Checked by hand rather than with zod, which would weigh on every page's JavaScript.
function htmlOf(body: unknown): string | undefined {
  const html: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'html') : undefined
  return typeof html === 'string' ? html : undefined
}
