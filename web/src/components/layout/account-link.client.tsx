'use client'

import Link from 'next/link'

// The header's account entry. The members work replaces this with the signed-in state read on
// the client (the name, or "Sign in"), so public pages stay static.

export function AccountLink() {
  return <Link href="/my-ohc">My OHC</Link>
}
