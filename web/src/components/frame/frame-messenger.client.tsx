'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'
import { framePathFor } from '@/lib/frame/paths'
import { parentOrigin, postToParent, type FrameMessage } from './frame-messages'
import styles from './frame.module.css'

// The iframe layout's client side (DESIGN §8): tells the parent when a page is ready (after the
// first load and after each client navigation) and how tall the content is (whenever it
// changes); keeps links to framed pages inside the frame and opens the others in a new tab.
//
// Messages go to the parent's origin only, as the browser reports it. The browser renders this
// page in a frame only if every ancestor is allowed by its frame-ancestors policy (the site itself
// and OHC_FRAME_ORIGINS, set by the proxy), so that origin is always a configured one.

export function FrameMessenger({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const router = useRouter()
  const content = useRef<HTMLDivElement>(null)
  const targets = useRef<string[]>([])
  const lastHeight = useRef(0)

  useEffect(() => {
    if (window.parent === window) return
    const origin = parentOrigin(window.location, document.referrer)
    targets.current = origin ? [origin] : []
    if (!origin) console.warn('The parent’s origin is unknown (no referrer): no frame messages are sent.')
  }, [])

  const post = (message: FrameMessage) => {
    if (window.parent !== window) postToParent(window.parent, targets.current, message)
  }

  // frameReady after the page has loaded, and after every client navigation (pathname changes).
  useEffect(() => {
    const ready = () => post({ type: 'frameReady', path: `${window.location.pathname}${window.location.search}` })
    if (document.readyState === 'complete') {
      ready()
      return
    }
    window.addEventListener('load', ready, { once: true })
    return () => window.removeEventListener('load', ready)
  }, [pathname])

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

  // Links: same-site pages with a frame version stay in the frame; others open in a new tab.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
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
      {children}
    </div>
  )
}
