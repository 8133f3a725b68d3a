'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { carryOver, pickUp } from './carry-over'
import { filterQuery } from './filter-query'

// A list's filter form (sites, events). Without JavaScript it is a plain GET form to the page it
// is on (the server filters), so /iframe/sites filters in the frame as /sites does outside it.
// With JavaScript, a change navigates to the new URL in place (no full reload; each change is a
// history entry, so Back undoes it); typing in a search box waits for a pause and replaces the
// entry instead of adding one per keystroke. The form that replaces this one after a change keeps
// the sheet it is in open and the focus where it was (carry-over.ts).

const TYPING_PAUSE_MS = 400

export function LiveFilterForm({
  label,
  className,
  defaults,
  children,
}: {
  /** The form's accessible name, e.g. "Filter sites". */
  label: string
  className?: string
  defaults?: Record<string, string>
  children: ReactNode
}) {
  const router = useRouter()
  const path = usePathname()
  const form = useRef<HTMLFormElement>(null)
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [pending, startTransition] = useTransition()

  useEffect(() => {
    const forget = form.current ? pickUp(form.current) : undefined
    return () => {
      forget?.()
      clearTimeout(typing.current)
    }
  }, [])

  const go = (mode: 'push' | 'replace') => {
    if (!form.current) return
    const qs = filterQuery(new FormData(form.current), defaults)
    const href = qs ? `${path}?${qs}` : path
    carryOver(form.current, qs)
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
      action={path}
      method="get"
      className={className}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={label}
      aria-busy={pending}
      data-pending={pending || undefined}
    >
      {children}
    </form>
  )
}
