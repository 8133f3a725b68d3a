// The fallback for unauthorized(), which no page calls (signed-out visitors are sent to sign in).
// Next inlines it into every layout's payload, so it is kept to a line rather than Next's default
// page with its styles.

export default function Unauthorized() {
  return <p>Please sign in to see this page.</p>
}
