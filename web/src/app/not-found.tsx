import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page Not Found' }

export default function NotFound() {
  return (
    <main>
      <h1>Page Not Found</h1>
      <p>We couldn’t find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </main>
  )
}
