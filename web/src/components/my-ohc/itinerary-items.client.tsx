'use client'

import { StatusBadge } from '../status/status-notice'
import Link from '../link'
import type { FestivalDay } from '../runtime/api.client'
import { callApi } from '../runtime/api.client'
import type { ViewItem } from '@/itineraries/view'
import styles from './itinerary.module.css'

// The items of one itinerary, each editable on its own: day, note, move up/down, remove. Every
// change is one API call about one item (a reorder sends the order as this page last saw it; the
// server refuses it if another tab changed the list meanwhile), then the page re-reads the server.

export type Act = (work: () => Promise<unknown>, success: string) => Promise<void>

const KIND_LABEL: Record<string, string> = { site: 'Site', event: 'Event', tour: 'Tour', stop: 'Stop' }

interface Props {
  itineraryId: string
  items: ViewItem[]
  days: FestivalDay[]
  act: Act
  busy: boolean
}

export function ItineraryItems({ itineraryId, items, days, act, busy }: Props) {
  const base = `/api/itineraries/${encodeURIComponent(itineraryId)}`
  const dayLabel = (date: string | null) => (date ? (days.find((d) => d.date === date)?.label ?? date) : 'any day')

  function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id!)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved!)
    const item = items[index]!
    void act(
      () => callApi(`${base}/order`, { method: 'PUT', body: { itemIds: ids } }),
      `Itinerary updated: ${item.title} moved ${by < 0 ? 'up' : 'down'}.`,
    )
  }

  if (items.length === 0) return <p>This itinerary is empty. Use “Add to itinerary” on a site, event, tour or stop page.</p>

  return (
    <ol className={styles.items} aria-label="Items">
      {items.map((item, index) => {
        const id = item.id!
        const itemPath = `${base}/items/${encodeURIComponent(id)}`
        return (
          <li key={id} className={styles.item} data-item={item.refId}>
            <div className={styles.itemHead}>
              <h3 className={styles.itemTitle}>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
              <span className="badge">{KIND_LABEL[item.kind] ?? item.kind}</span>
              <StatusBadge status={item.status} />
            </div>
            {item.status?.message ? <p className="status-line">{item.status.message}</p> : null}
            {item.address || item.hoursThatDay ? (
              <p className="muted">
                {item.address}
                {item.address && item.hoursThatDay ? ' · ' : ''}
                {item.hoursThatDay ? `Hours that day: ${item.hoursThatDay}` : ''}
              </p>
            ) : null}
            <div className={styles.itemFields}>
              <div className="field">
                <label htmlFor={`day-${id}`}>Day</label>
                <select
                  id={`day-${id}`}
                  value={item.day ?? ''}
                  disabled={busy}
                  onChange={(event) => {
                    const day = event.target.value || null
                    void act(
                      () => callApi(itemPath, { method: 'PATCH', body: { day } }),
                      `Itinerary updated: ${item.title} on ${dayLabel(day)}.`,
                    )
                  }}
                >
                  <option value="">Any day</option>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {d.label}
                    </option>
                  ))}
                  {item.day && !days.some((d) => d.date === item.day) ? <option value={item.day}>{item.day}</option> : null}
                </select>
              </div>
              <form
                className="field"
                onSubmit={(event) => {
                  event.preventDefault()
                  const note = String(new FormData(event.currentTarget).get('note') ?? '').trim()
                  void act(
                    () => callApi(itemPath, { method: 'PATCH', body: { note: note || null } }),
                    `Itinerary updated: note saved for ${item.title}.`,
                  )
                }}
              >
                <label htmlFor={`note-${id}`}>Note</label>
                <div className="cluster">
                  <textarea id={`note-${id}`} name="note" defaultValue={item.note ?? ''} maxLength={500} rows={2} key={item.note ?? ''} />
                  <button type="submit" className="button quiet" disabled={busy} aria-label={`Save note for ${item.title}`}>
                    Save note
                  </button>
                </div>
              </form>
            </div>
            <div className={styles.toolbar}>
              <button
                type="button"
                className="button quiet"
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move up: ${item.title}`}
              >
                Move up
              </button>
              <button
                type="button"
                className="button quiet"
                disabled={busy || index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move down: ${item.title}`}
              >
                Move down
              </button>
              <button
                type="button"
                className="button quiet"
                disabled={busy}
                aria-label={`Remove ${item.title}`}
                onClick={() => void act(() => callApi(itemPath, { method: 'DELETE' }), `Itinerary updated: ${item.title} removed.`)}
              >
                Remove
              </button>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
