'use client'

import { useState, type PointerEvent } from 'react'
import { StatusBadge } from '@/programme/ui/status/status-notice'
import Link from '@/ui/link'
import type { FestivalDay } from '@/ui/runtime/api.client'
import { callApi } from '@/ui/runtime/api.client'
import type { Undo } from '@/ui/alert.client'
import type { ViewItem } from '@/visitors/itineraries/view'
import { DEFAULT_VISIT_MINUTES, TIMED_BY_VISITOR } from '@/visitors/itineraries/visit-time'
import { formatDuration } from '@/kernel/time'
import { fill } from '@/kernel/text/fill'
import type { ItineraryWords } from './itinerary-words'
import { ItemNote } from './item-note.client'
import { VisitTimeField } from './visit-time-field.client'
import styles from './itinerary.module.css'

// The items of one itinerary, each a light row: its day, the time there (a site or a stop), a note
// behind "Add a note", and its place
// in the list, changed by the Move up / Move down buttons or by dragging the row's handle. Every
// change is one API call (a reorder sends the order as this page last saw it; the server refuses
// it if another tab changed the list meanwhile), then the page re-reads the server.

/** Runs a change, then says `success`, with an undo beside it when one is given. */
export type Act = (work: () => Promise<unknown>, success: string, undo?: Undo) => Promise<void>

interface Props {
  itineraryId: string
  items: ViewItem[]
  days: FestivalDay[]
  act: Act
  busy: boolean
  words: ItineraryWords
}

/** The ids with the item at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  next.splice(to, 0, id!)
  return next
}

export function ItineraryItems({ itineraryId, items, days, act, busy, words }: Props) {
  const base = `/api/itineraries/${encodeURIComponent(itineraryId)}`
  const dayLabel = (date: string | null) => (date ? (days.find((d) => d.date === date)?.label ?? date) : words.anyDayLower)
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return
    const item = items[from]!
    const order = moved(
      items.map((i) => i.id!),
      from,
      to,
    )
    void act(
      () => callApi(`${base}/order`, { method: 'PUT', body: { itemIds: order } }),
      fill(to < from ? words.movedUp : words.movedDown, { title: item.title }),
    )
  }

  // Dragging by the handle with pointer events: one code path for a mouse, a pen and a finger
  // (HTML5 drag and drop does not start from a touch on most phones). The row under the pointer
  // is found from the page, so the handle keeps the pointer while it moves.
  const rowAt = (event: PointerEvent) => {
    const row = document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-index]')
    return row ? Number(row.getAttribute('data-index')) : null
  }
  const handle = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (busy || event.button !== 0) return
      event.preventDefault()
      event.currentTarget.setPointerCapture(event.pointerId)
      setDragged(index)
      setOver(index)
    },
    onPointerMove: (event: PointerEvent) => {
      if (dragged === null) return
      const at = rowAt(event)
      if (at !== null) setOver(at)
    },
    onPointerUp: (event: PointerEvent) => {
      if (dragged === null) return
      const at = rowAt(event) ?? over
      setDragged(null)
      setOver(null)
      if (at !== null) move(dragged, at)
    },
    onPointerCancel: () => {
      setDragged(null)
      setOver(null)
    },
  })

  // Undo after Remove: the item added again with its day, note and time there, then put back in
  // its place (the order sent is the list as it was, with the new item's id in the old one's).
  const putBack = (index: number): Undo => {
    const item = items[index]!
    const before = items.map((i) => i.id!)
    return {
      label: words.undo,
      name: fill(words.undoRemoving, { title: item.title }),
      run: () =>
        act(
          async () => {
            const { data } = await callApi<{ id: string }>(`${base}/items`, {
              method: 'POST',
              body: {
                kind: item.kind,
                refId: item.refId,
                ...(item.day ? { day: item.day } : {}),
                ...(item.note ? { note: item.note } : {}),
                ...(item.visitMinutes ? { visitMinutes: item.visitMinutes } : {}),
              },
            })
            const order = before.map((id) => (id === item.id ? data.id : id))
            await callApi(`${base}/order`, { method: 'PUT', body: { itemIds: order } })
          },
          fill(words.back, { title: item.title }),
        ),
    }
  }

  if (items.length === 0) return <p>{words.empty}</p>

  return (
    <ol className={styles.items} aria-label={words.items}>
      {items.map((item, index) => {
        const id = item.id!
        const itemPath = `${base}/items/${encodeURIComponent(id)}`
        return (
          <li
            key={id}
            className={`${styles.item} ${dragged !== null && over === index && dragged !== index ? styles.dropTarget : ''}`}
            data-item={item.refId}
            data-index={index}
          >
            <div className={styles.itemHead}>
              <span className={styles.handle} aria-hidden="true" title={words.drag} {...handle(index)}>
                ⠿
              </span>
              <h3 className={styles.itemTitle}>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
              <span className="badge">{words.kind[item.kind as keyof ItineraryWords['kind']] ?? item.kind}</span>
              <StatusBadge status={item.status} language={words.language} />
            </div>
            {item.status?.message ? <p className="status-line">{item.status.message}</p> : null}
            {item.address || item.hoursThatDay ? (
              <p className={`muted ${styles.itemMeta}`}>
                {item.address}
                {item.address && item.hoursThatDay ? ' · ' : ''}
                {item.hoursThatDay ? fill(words.hoursThatDay, { hours: item.hoursThatDay }) : ''}
              </p>
            ) : null}
            <div className={styles.itemRow}>
              <label className={styles.dayField}>
                <span className="visually-hidden">{fill(words.dayFor, { title: item.title })}</span>
                <select
                  value={item.day ?? ''}
                  disabled={busy}
                  onChange={(event) => {
                    const day = event.target.value || null
                    void act(
                      () => callApi(itemPath, { method: 'PATCH', body: { day } }),
                      fill(words.onDay, { title: item.title, day: dayLabel(day) }),
                    )
                  }}
                >
                  <option value="">{words.anyDay}</option>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {d.weekday}
                    </option>
                  ))}
                  {item.day && !days.some((d) => d.date === item.day) ? <option value={item.day}>{item.day}</option> : null}
                </select>
              </label>
              {TIMED_BY_VISITOR.has(item.kind) ? (
                <VisitTimeField
                  title={item.title}
                  minutes={item.visitMinutes}
                  disabled={busy}
                  words={words}
                  save={(visitMinutes) =>
                    void act(
                      () => callApi(itemPath, { method: 'PATCH', body: { visitMinutes } }),
                      fill(words.timeSet, { minutes: formatDuration(visitMinutes ?? DEFAULT_VISIT_MINUTES), title: item.title }),
                    )
                  }
                />
              ) : null}
              <span className={styles.moves}>
                <button
                  type="button"
                  className={`button quiet ${styles.small} ${styles.iconButton}`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={fill(words.moveUp, { title: item.title })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`button quiet ${styles.small} ${styles.iconButton}`}
                  disabled={busy || index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={fill(words.moveDown, { title: item.title })}
                >
                  ↓
                </button>
              </span>
            </div>
            <ItemNote
              id={id}
              title={item.title}
              note={item.note}
              words={words.note}
              after={
                <button
                  type="button"
                  className={`button quiet ${styles.small} ${styles.remove}`}
                  disabled={busy}
                  aria-label={fill(words.removeTitle, { title: item.title })}
                  onClick={() =>
                    void act(() => callApi(itemPath, { method: 'DELETE' }), fill(words.removed, { title: item.title }), putBack(index))
                  }
                >
                  {words.remove}
                </button>
              }
              save={async (note) => {
                let stored = false
                await act(
                  async () => {
                    await callApi(itemPath, { method: 'PATCH', body: { note } })
                    stored = true
                  },
                  fill(words.noteSaved, { title: item.title }),
                )
                return stored
              }}
            />
          </li>
        )
      })}
    </ol>
  )
}
