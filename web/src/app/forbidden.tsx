import Link from '@/components/link'

// 403: signed in, but this page is not for this account (another host's door, the operations
// view for someone who is not staff). Says so plainly, and where to go instead.

export default function Forbidden() {
  return (
    <div data-template="forbidden" className="stack">
      <h1>Not for this account</h1>
      <p className="lede">You are signed in, but this page is for the hosts of another site or for the centre’s staff.</p>
      <p>
        <Link href="/host">Your host sites</Link> · <Link href="/my-ohc">My OHC</Link>
      </p>
    </div>
  )
}
