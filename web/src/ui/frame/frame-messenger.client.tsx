'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { framePathFor } from '@/platform/frame/paths'
import { parentOrigin, postToParent, type FrameMessage } from './frame-messages'
import styles from './frame.module.css'

// The iframe layout's client side: tells the parent when a page is ready (after the
// first load and after each client navigation) and how tall the content is (whenever it
// changes). The links React renders already follow the frame's rule from the server's HTML on
// (FrameLinks); this also applies it to links that only exist once scripts have run and that
// React does not render: a map's popups (drawn by Leaflet), members' content (HTML fetched after
// the page loads), and the preview bar (in the root layout, outside the frame's).
//
// Messages go to the parent's origin only, as the browser reports it. The browser renders this
// page in a frame only if every ancestor is allowed by its frame-ancestors policy (the site itself
// and OHC_FRAME_ORIGINS, set by the proxy), so that origin is always a configured one.

// The parent's origin as the browser reports it (document.referrer holds through client navigations).
function parentTargets(): string[] {
  const origin = parentOrigin(window.location, document.referrer)
  return origin ? [origin] : []
}

// frameReady after the page has loaded, and after every client navigation: a new path, or a new
// query on the same path (a list's filters). Its own component in its own Suspense boundary:
// reading the query would otherwise make every static page above it render in the browser.
function FrameReady() {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  useEffect(() => {
    if (window.parent === window) return
    const ready = () =>
      postToParent(window.parent, parentTargets(), { type: 'frameReady', path: `${window.location.pathname}${window.location.search}` })
    if (document.readyState === 'complete') {
      ready()
      return
    }
    window.addEventListener('load', ready, { once: true })
    return () => window.removeEventListener('load', ready)
  }, [pathname, query])
  return null
}

export function FrameMessenger({ children }: { children: ReactNode }) {
  const router = useRouter()
  const content = useRef<HTMLDivElement>(null)
  const targets = useRef<string[]>([])
  const lastHeight = useRef(0)

  useEffect(() => {
    if (window.parent === window) return
    targets.current = parentTargets()
    if (targets.current.length === 0) console.warn('The parent’s origin is unknown (no referrer): no frame messages are sent.')
  }, [])

  const post = (message: FrameMessage) => {
    if (window.parent !== window) postToParent(window.parent, targets.current, message)
  }

  // frameResize whenever the content's height changes (whole pixels, so sub-pixel jitter is quiet).
  useEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height)
      if (height === lastHeight.current) return
      lastHeight.current = height
      post({ type: 'frameResize', height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Those links: same-site pages with a frame version stay in the frame; others open in a new tab.
  // A link already into the frame is left to the browser and the router.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return
      if ((anchor.target && anchor.target !== '_self') || anchor.pathname === '/iframe' || anchor.pathname.startsWith('/iframe/')) return
      const framed = framePathFor(`${anchor.pathname}${anchor.search}${anchor.hash}`)
      event.preventDefault()
      event.stopPropagation()
      if (framed) router.push(framed)
      else window.open(anchor.href, '_blank', 'noopener')
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [router])

  return (
    <div ref={content} className={styles.frame} data-layout="iframe">
      <Suspense fallback={null}>
        <FrameReady />
      </Suspense>
      {children}
    </div>
  )
}
