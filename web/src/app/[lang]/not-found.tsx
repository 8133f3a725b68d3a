// The fallback for notFound() outside the site's and the frame's layouts, which have their own
// 404 pages (an address that matches no route gets global-not-found.tsx). Next inlines this
// fallback into the root layout's payload on every page, so it is kept to a line rather than
// Next's default page with its styles.

export default function NotFound() {
  return <p>There is no such page.</p>
}
