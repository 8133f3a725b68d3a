'use client'

// The browser's calls to the itineraries API (same origin, the session cookie goes along). An
// error answer {error: {message}} becomes an ApiError carrying that message, so the alert can say
// what the server said; a network failure gets a plain sentence.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const OFFLINE = 'We could not reach the server. Check your connection and try again.'

export interface Answer<T> {
  status: number
  data: T
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
  let body: { data?: T; error?: { message?: string } } = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  if (!response.ok) {
    const message = body.error?.message ?? (response.status === 401 ? 'Please sign in again.' : 'Something went wrong. Please try again.')
    throw new ApiError(message, response.status)
  }
  return { status: response.status, data: body.data as T }
}

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.')

export interface ItinerarySummary {
  id: string
  name: string
  itemCount: number
  shared: boolean
  updatedAt: string
}

export interface FestivalDay {
  date: string
  label: string
  weekday: string
}

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
