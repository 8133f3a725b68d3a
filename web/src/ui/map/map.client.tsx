'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import styles from './map.module.css'
import type { MapMarker, MapProps, MarkerSource } from '@/kernel/geo/map-data'
import { useLocalPath } from '../language/language-links.client'

type Status = 'waiting' | 'loading' | 'ready' | 'failed'

// The map island. Leaflet (and its CSS, and supercluster) live in ./draw, imported only once the
// map's box is near the viewport, after first paint — so no route carries Leaflet in its
// first-load JS, and a page whose map is never scrolled to never downloads it.

// listStays: the list (a folded disclosure, or the link to a list page) stays in view once the
// map is drawn; otherwise it is then kept for screen readers only. source: the markers are
// fetched with Leaflet, not carried in the page (a layer of hundreds of places).
// placeholder: what the map's box says until the map is drawn, and if it cannot be (the page's words).
type IslandProps = MapProps & {
  children: ReactNode
  listStays?: boolean
  source?: MarkerSource
  placeholder: { waiting: string; failed: string }
}

async function fetchMarkers({ url, kind }: MarkerSource): Promise<MapMarker[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const body: { data: MapMarker[] } = await response.json()
  return body.data.map((marker) => ({ ...marker, kind }))
}

export function MapClient({
  children,
  markers,
  extras,
  line,
  numbered,
  cluster,
  label,
  listStays = false,
  source,
  placeholder,
}: IslandProps) {
  const box = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('waiting')
  // A marker's link leads to its page in the page's language, as every other link does.
  const local = useLocalPath()

  useEffect(() => {
    const el = box.current
    if (!el) return
    let cancelled = false
    let teardown: (() => void) | undefined

    const start = () => {
      setStatus('loading')
      Promise.all([import('./draw'), source ? fetchMarkers(source) : markers])
        .then(([{ drawMap }, drawn]) => {
          if (cancelled) return
          const inLanguage = drawn.map((m) => (m.href ? { ...m, href: local(m.href) } : m))
          teardown = drawMap(el, { markers: inLanguage, extras, line, numbered, cluster, label })
          setStatus('ready')
        })
        .catch((error: unknown) => {
          console.error('map: Leaflet failed to load; the list of places stays', error)
          if (!cancelled) setStatus('failed')
        })
    }

    if (typeof IntersectionObserver === 'undefined') {
      start()
      return () => {
        cancelled = true
        teardown?.()
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          start()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => {
      cancelled = true
      observer.disconnect()
      teardown?.()
    }
  }, [markers, extras, line, numbered, cluster, label, source, local])

  return (
    <figure className={styles.figure} data-map-status={status}>
      <div ref={box} className={styles.map} role="region" aria-label={label}>
        {status !== 'ready' && <p className={styles.placeholder}>{status === 'failed' ? placeholder.failed : placeholder.waiting}</p>}
      </div>
      <figcaption className={status === 'ready' && !listStays ? 'visually-hidden' : styles.caption}>{children}</figcaption>
    </figure>
  )
}
