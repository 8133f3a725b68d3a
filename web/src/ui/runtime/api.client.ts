'use client'

import type { FestivalDay } from '@/programme/festival/days'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// The browser's one client for the site's JSON API (itineraries, reservations, availability):
// same origin, the session cookie goes along. An error answer {error: {message}} becomes an
// ApiError carrying that message, so the page can say what the server said; a network failure
// gets a plain sentence. The answers' shapes are the server's own types, imported as types only.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's whole `error` object (its `code` and the details an endpoint adds), when it sent one. */
    readonly error: Readonly<Record<string, unknown>> & { code?: string } = {},
  ) {
    super(message)
  }
}

const OFFLINE = 'We could not reach the server. Check your connection and try again.'

export interface Answer<T> {
  status: number
  data: T
  /** The answer's meta, where the endpoint sends one (the reservations list says whether the viewer is a member). */
  meta?: { member?: boolean }
  /** Whether the email an action sends went out, where it sends one (a booking, an entry, a confirmed place). */
  email?: { sent: boolean; message?: string }
}

export async function callApi<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers:
        init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch {
    throw new ApiError(OFFLINE, 0)
  }
  const text = await response.text()
  let body: { data?: T; meta?: Answer<T>['meta']; email?: Answer<T>['email']; error?: { message?: string; code?: string } } = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  if (!response.ok) {
    const message = body.error?.message ?? (response.status === 401 ? 'Please sign in again.' : SERVER_FAULT)
    throw new ApiError(message, response.status, body.error ?? {})
  }
  return { status: response.status, data: body.data as T, meta: body.meta, email: body.email }
}

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : SERVER_FAULT)

export type { ItinerarySummary } from '@/visitors/itineraries/itineraries'
export type { FestivalDay }

let days: Promise<FestivalDay[]> | null = null

/** The festival's days, fetched once per page. */
export function festivalDays(): Promise<FestivalDay[]> {
  days ??= callApi<FestivalDay[]>('/api/itineraries/days')
    .then((answer) => answer.data ?? [])
    .catch(() => {
      days = null
      return []
    })
  return days
}
