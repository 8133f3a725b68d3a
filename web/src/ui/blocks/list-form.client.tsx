'use client'

import type { ComponentProps } from 'react'
import { useSiteHref } from '../frame/frame-link-rule.client'

// A GET form into a list page; inside a frame, into the frame's version of that page (a plain
// submit, before or without scripts, would otherwise load a page that refuses to be framed).

export function ListForm({ action, ...props }: Omit<ComponentProps<'form'>, 'action' | 'method'> & { action: string }) {
  const siteHref = useSiteHref()
  return <form {...props} method="get" action={siteHref(action)} />
}
