'use client'

import { PortableText, type PortableTextComponents } from '@portabletext/react'
import Link from 'next/link'
import { useEffect, useState } from 'react'

// Fetches a members-only block's content after the page loads. The server decides (a member
// gets the content, anyone else a 403), so the content is never in the public page itself.

/** A Portable Text member, as @portabletext/react takes it. */
interface TypedObject {
  _type: string
  _key?: string
}

type State =
  | { kind: 'loading' }
  | { kind: 'member'; content: TypedObject[] }
  | { kind: 'visitor' }
  | { kind: 'failed' }

// Member content is mostly text; a block that needs the server's data shows as a short note.
const components: PortableTextComponents = {
  unknownType: () => <p className="muted">(This part is shown on the full page.)</p>,
}

export function MemberContent({ page, blockKey }: { page: string; blockKey: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    const url = `/api/member-content?${new URLSearchParams({ page, key: blockKey })}`
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (response.status === 401 || response.status === 403) return setState({ kind: 'visitor' })
        const content = response.ok ? contentOf(await response.json()) : undefined
        setState(content ? { kind: 'member', content } : { kind: 'failed' })
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
  if (state.kind === 'member') {
    return (
      <div className="prose" data-member-content="">
        <PortableText value={state.content} components={components} />
      </div>
    )
  }
  if (state.kind === 'failed') return <p role="status">Members’ content couldn’t be loaded just now. Please try again later.</p>
  return (
    <p role="status">
      Members only — <Link href={`/login?callbackURL=${encodeURIComponent(`/${page}`)}`}>sign in</Link> or{' '}
      <Link href="/memberships">become a member</Link>.
    </p>
  )
}

// Checked by hand rather than with zod, which would weigh on every page's JavaScript.
function contentOf(body: unknown): TypedObject[] | undefined {
  const content: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'content') : undefined
  if (!Array.isArray(content)) return undefined
  const items = content.filter((item): item is TypedObject => typeof item === 'object' && item !== null && typeof Reflect.get(item, '_type') === 'string')
  return items.length === content.length ? items : undefined
}
