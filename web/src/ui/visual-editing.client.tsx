'use client'

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react'
import type { VisualEditing } from 'next-sanity/visual-editing/client-component'

// Sanity's visual-editing bridge, fetched only once a page renders it (in draft mode). Its own
// client export goes through next/dynamic, whose loader would then sit in every visitor's
// JavaScript because the root layout imports it; this import() keeps all of it out.

type Props = ComponentProps<typeof VisualEditing>

export function LazyVisualEditing(props: Props) {
  const [Bridge, setBridge] = useState<ComponentType<Props> | null>(null)
  useEffect(() => {
    let live = true
    import('next-sanity/visual-editing/client-component')
      .then((module) => live && setBridge(() => module.VisualEditing))
      .catch((error: unknown) => console.error('Visual editing failed to load:', error))
    return () => {
      live = false
    }
  }, [])
  return Bridge ? <Bridge {...props} /> : null
}
