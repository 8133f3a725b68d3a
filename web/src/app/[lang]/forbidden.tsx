// The fallback for forbidden() where a segment has no 403 page of its own (every page that calls it
// has one: host/[site] and ops). Next inlines this fallback into every layout's payload, so it is
// kept to a line rather than Next's default page with its styles.

export default function Forbidden() {
  return <p>This page is not for this account.</p>
}
