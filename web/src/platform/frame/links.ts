import { framePathFor } from './paths'

// How a link reads inside a frame, decided when the page is rendered so that it holds
// before any script runs, and when none does: a page of the site that has an /iframe version is
// linked as that version; any other page of the site refuses to be framed, so it opens in a new
// tab. Links to other sites, to a part of this page, downloads and links that already name their
// window are left as they are.

export interface LinkAttributes {
  href: string
  target?: string
  rel?: string
}

/** A link as written, with what decides whether it navigates the frame. */
export interface FramedLinkInput extends LinkAttributes {
  download?: unknown
}

/** The path (with query and fragment) of a link to `siteOrigin`, or undefined for any other link. */
function sitePath(href: string, siteOrigin: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href
  const url = URL.parse(href)
  return url && url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined
}

function withNoopener(rel: string | undefined): string {
  const words = (rel ?? '').split(/\s+/).filter(Boolean)
  return words.includes('noopener') ? words.join(' ') : [...words, 'noopener'].join(' ')
}

/** The attributes of `link` inside a frame of the site at `siteOrigin`. */
export function frameLinkFor(link: FramedLinkInput, siteOrigin: string): LinkAttributes {
  const { href, target, rel } = link
  const unchanged = { href, target, rel }
  if ((target && target !== '_self') || (link.download !== undefined && link.download !== false)) return unchanged
  const path = sitePath(href, siteOrigin)
  if (path === undefined) return unchanged
  const framed = framePathFor(path)
  if (framed) return { href: framed, target, rel }
  return { href, target: '_blank', rel: withNoopener(rel) }
}
