'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { callApi, errorMessage, festivalDays, type FestivalDay, type ItinerarySummary } from '@/ui/runtime/api.client'
import { addTo } from './add-to'
import { fill } from '@/kernel/text/fill'
import { dayLabel } from '@/programme/festival/days'
import type { AddToItineraryWords } from './words'
import styles from './itinerary.module.css'

// The dialog of "Add to itinerary": one of your itineraries or a new one (named), and an optional
// festival day. A native modal <dialog>: focus moves in, Escape closes it, the page behind is inert.
// It renders and sends; what is sent, and what the answer means, is ./add-to.ts. Its words are the
// page's language's, handed down by the button (words.ts).

const NEW = '__new__'

export type AddResult = { ok: boolean; message: string } | null

interface Props {
  id: string
  item: { kind: 'site' | 'event' | 'tour' | 'stop'; refId: string; title: string }
  onDone: (result: AddResult) => void
  words: AddToItineraryWords
}

export function AddDialog({ id, item, onDone, words }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const [itineraries, setItineraries] = useState<ItinerarySummary[] | null>(null)
  const [days, setDays] = useState<FestivalDay[]>([])
  const [choice, setChoice] = useState<string>('')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    dialogRef.current?.showModal()
    let live = true
    void Promise.all([callApi<ItinerarySummary[]>('/api/itineraries'), festivalDays()])
      .then(([list, festival]) => {
        if (!live) return
        setItineraries(list.data)
        setDays(festival)
        setChoice(list.data[0]?.id ?? NEW)
      })
      .catch((error) => live && setProblem(errorMessage(error)))
    return () => {
      live = false
    }
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const day = String(new FormData(event.currentTarget).get('day') ?? '')
    if (choice === NEW && !name.trim()) return setProblem(words.nameNew)
    setBusy(true)
    setProblem(null)
    try {
      const message = await addTo(
        choice === NEW ? { name: name.trim() } : itineraries?.find((it) => it.id === choice),
        { kind: item.kind, refId: item.refId, ...(day ? { day } : {}) },
        words,
      )
      dialogRef.current?.close()
      onDone({ ok: true, message })
    } catch (error) {
      setBusy(false)
      setProblem(errorMessage(error))
    }
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={() => !busy && onDone(null)}
      onCancel={() => onDone(null)}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={headingId} className={styles.dialogTitle}>
          {fill(words.heading, { title: item.title })}
        </h2>
        {itineraries === null && !problem ? <p>{words.loading}</p> : null}
        {itineraries !== null ? (
          <fieldset className="field">
            <legend>{words.legend}</legend>
            {itineraries.map((it) => (
              <label key={it.id} className="check">
                <input type="radio" name="itinerary" value={it.id} checked={choice === it.id} onChange={() => setChoice(it.id)} />
                {it.name}
              </label>
            ))}
            <label className="check">
              <input type="radio" name="itinerary" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
              {words.newOne}
            </label>
            {choice === NEW ? (
              <div className="field">
                <label htmlFor={`${id}-name`}>{words.newName}</label>
                <input
                  id={`${id}-name`}
                  name="name"
                  value={name}
                  maxLength={80}
                  onChange={(e) => setName(e.target.value)}
                  autoComplete="off"
                />
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {days.length ? (
          <div className="field">
            <label htmlFor={`${id}-day`}>{words.day}</label>
            <select id={`${id}-day`} name="day" defaultValue="">
              <option value="">{words.anyDay}</option>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {/* As the page's language writes it ("Sábado, 17 de octubre"). */}
                  {dayLabel(d.date, words.language)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p role="alert" className={problem ? 'field-error' : 'visually-hidden'}>
          {problem}
        </p>
        <div className="cluster">
          <button type="submit" className="button" disabled={busy || itineraries === null}>
            {busy ? words.adding : words.submit}
          </button>
          <button type="button" className="button quiet" onClick={() => dialogRef.current?.close()}>
            {words.cancel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
