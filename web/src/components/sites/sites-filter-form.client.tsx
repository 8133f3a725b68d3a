'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import styles from './sites.module.css'

// The sites filter form. Without JavaScript it is a plain GET form to /sites (the server filters).
// With JavaScript, a change navigates to the new URL in place (no full reload; each change is a
// history entry, so Back undoes it); typing in the search box waits for a pause and replaces the
// entry instead of adding one per keystroke.

const TYPING_PAUSE_MS = 400

function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '' && !(key === 'view' && value === 'list')) {
      params.append(key, key === 'q' ? value.trim() : value)
    }
  }
  return params.toString()
}

export function SitesFilterForm({ children }: { children: ReactNode }) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [pending, startTransition] = useTransition()

  useEffect(() => () => clearTimeout(typing.current), [])

  const go = (mode: 'push' | 'replace') => {
    if (!form.current) return
    const qs = queryOf(form.current)
    const href = qs ? `/sites?${qs}` : '/sites'
    startTransition(() => router[mode](href, { scroll: false }))
  }

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    clearTimeout(typing.current)
    if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
      typing.current = setTimeout(() => go('replace'), TYPING_PAUSE_MS)
    } else {
      go('push')
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(typing.current)
    go('push')
  }

  return (
    <form
      ref={form}
      action="/sites"
      method="get"
      className={styles.filters}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label="Filter sites"
      aria-busy={pending}
      data-pending={pending || undefined}
    >
      {children}
    </form>
  )
}
