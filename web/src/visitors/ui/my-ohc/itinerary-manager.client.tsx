'use client'

import Link from '@/ui/link'
import { useSiteHref } from '@/ui/frame/frame-link-rule.client'
import { useRouter } from 'next/navigation'
import { useCallback, useState, type FormEvent, type ReactNode } from 'react'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import { callApi, errorMessage, type FestivalDay, type ItinerarySummary } from '@/ui/runtime/api.client'
import { ItineraryItems, type Act } from './itinerary-items.client'
import type { ViewItem } from '@/visitors/itineraries/view'
import { SharePanel } from './share-panel.client'
import { CalendarSubscription } from './calendar-subscription.client'
import type { ItineraryWords } from './itinerary-words'
import { fill } from '@/kernel/text/fill'
import styles from './itinerary.module.css'

// My itineraries: the list, create, rename, delete (after a confirmation), and the selected
// itinerary's items, share link, calendar and print links. Every write goes to the API and is
// followed by a re-render from the server (router.refresh), so what shows is what is stored —
// including changes made in another tab. The plan and map arrive rendered from the server. The
// words are the page's language's, given as strings (itinerary-words.ts).

export interface SelectedItinerary {
  id: string
  name: string
  shareToken: string | null
  calendarToken: string | null
  items: ViewItem[]
}

interface Props {
  itineraries: Pick<ItinerarySummary, 'id' | 'name' | 'itemCount'>[]
  selected: SelectedItinerary | null
  days: FestivalDay[]
  words: ItineraryWords
  children?: ReactNode
}

const hrefOf = (id: string) => `/my-ohc/itineraries?id=${encodeURIComponent(id)}`

export function ItineraryManager({ itineraries, selected, days, words, children }: Props) {
  const router = useRouter()
  // Inside a frame, the frame's own version of the page.
  const siteHref = useSiteHref()
  const alert = useItineraryAlert()
  const { success, failure } = alert
  const [busy, setBusy] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  const act: Act = useCallback(
    async (work, message, undo) => {
      setBusy(true)
      try {
        await work()
        success(message, undo)
      } catch (error) {
        failure(errorMessage(error))
      } finally {
        setBusy(false)
        router.refresh()
      }
    },
    [success, failure, router],
  )

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    if (!name) return alert.failure(words.nameNew)
    await act(
      async () => {
        const { data } = await callApi<{ id: string }>('/api/itineraries', { method: 'POST', body: { name } })
        form.reset()
        router.push(siteHref(hrefOf(data.id)))
      },
      fill(words.created, { name }),
    )
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!selected) return
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (!name) return alert.failure(words.nameRequired)
    await act(
      () => callApi(`/api/itineraries/${encodeURIComponent(selected.id)}`, { method: 'PATCH', body: { name } }),
      fill(words.renamed, { name }),
    )
    setRenaming(false)
  }

  async function remove() {
    if (!selected) return
    await act(
      async () => {
        await callApi(`/api/itineraries/${encodeURIComponent(selected.id)}`, { method: 'DELETE' })
        router.replace(siteHref('/my-ohc/itineraries'))
      },
      fill(words.deleted, { name: selected.name }),
    )
    setConfirmDelete(false)
  }

  return (
    <div className={styles.layout}>
      <div className={`${styles.sidebar} ${styles.noPrint}`}>
        <h2>{words.yours}</h2>
        {itineraries.length ? (
          <ul>
            {itineraries.map((it) => (
              <li key={it.id}>
                <Link href={hrefOf(it.id)} aria-current={it.id === selected?.id ? 'page' : undefined}>
                  {it.name} <span className="muted">({it.itemCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{words.none}</p>
        )}
        <form onSubmit={create} className="field">
          <label htmlFor="new-itinerary-name">{words.newLabel}</label>
          <input id="new-itinerary-name" name="name" maxLength={80} autoComplete="off" placeholder={words.newPlaceholder} />
          <button type="submit" className="button" disabled={busy}>
            {words.create}
          </button>
        </form>
      </div>
      <div>
        <ItineraryAlert message={alert.message} className={styles.noPrint} busy={busy} />
        {selected ? (
          <article aria-labelledby="itinerary-name" data-itinerary={selected.id}>
            <h2 id="itinerary-name">{selected.name}</h2>
            <div className={`${styles.toolbar} ${styles.noPrint}`}>
              <button type="button" className="button quiet" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
                {words.rename}
              </button>
              <a
                className="button quiet"
                href={`/api/itineraries/${encodeURIComponent(selected.id)}/calendar.ics`}
                download="itinerary.ics"
              >
                {words.export}
              </a>
              <Link className="button quiet" href={`/my-ohc/itineraries/print?id=${encodeURIComponent(selected.id)}`}>
                {words.print}
              </Link>
              <button type="button" className="button quiet" onClick={() => setConfirmDelete(true)} disabled={busy}>
                {words.delete}
              </button>
            </div>
            {renaming ? (
              <form onSubmit={rename} className={`field ${styles.noPrint}`}>
                <label htmlFor="rename-itinerary">{words.newName}</label>
                <div className="cluster">
                  <input id="rename-itinerary" name="name" defaultValue={selected.name} maxLength={80} autoComplete="off" />
                  <button type="submit" className="button secondary" disabled={busy}>
                    {words.saveName}
                  </button>
                </div>
              </form>
            ) : null}
            {confirmDelete ? (
              <div className={`notice ${styles.noPrint}`} role="group" aria-labelledby="confirm-delete">
                <p id="confirm-delete">{fill(words.confirmDelete, { name: selected.name })}</p>
                <div className={styles.toolbar}>
                  <button type="button" className="button" onClick={() => void remove()} disabled={busy}>
                    {words.yesDelete}
                  </button>
                  <button type="button" className="button quiet" onClick={() => setConfirmDelete(false)}>
                    {words.keep}
                  </button>
                </div>
              </div>
            ) : null}
            <ItineraryItems itineraryId={selected.id} items={selected.items} days={days} act={act} busy={busy} words={words} />
            {children}
            <SharePanel itineraryId={selected.id} token={selected.shareToken} act={act} busy={busy} words={words.share} />
            <CalendarSubscription itineraryId={selected.id} token={selected.calendarToken} act={act} busy={busy} words={words.calendar} />
          </article>
        ) : (
          <p>{words.createFirst}</p>
        )}
      </div>
    </div>
  )
}
