// /iframe/{slug} — the frame's catch-all: the centre's page at that path (about, visit,
// connect, …) in the frame layout, from the same page module as the site's; any other path is a
// 404 (the page module's notFound()). Rendered on first visit and cached, not prebuilt.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata } from '../../../(site)/(static)/[...path]/page'
export const revalidate = 60

export function generateStaticParams(): { path: string[] }[] {
  return []
}
