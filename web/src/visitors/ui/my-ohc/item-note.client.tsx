'use client'

import { useRef, useState, type ReactNode } from 'react'
import styles from './itinerary.module.css'
import { fill } from '@/kernel/text/fill'
import type { ItineraryWords } from './itinerary-words'

// An item's note, out of the way until wanted: "Add a note" (or the note itself and "Edit note")
// opens a small text box, saved when it loses focus or on Enter (Shift+Enter for a new line),
// with a visible "Saved" once the server has it.

interface Props {
  id: string
  title: string
  note: string | null
  /** Stores the note (null clears it); true once stored. */
  save: (note: string | null) => Promise<boolean>
  /** More of the item's controls, on the note's line (a phone has room for one line of them). */
  after?: ReactNode
  words: ItineraryWords['note']
}

export function ItemNote({ id, title, note, save, after, words }: Props) {
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  const stored = useRef(note ?? '')
  const boxId = `note-${id}`

  async function commit(text: string) {
    const value = text.trim()
    if (value === stored.current) return
    setState('saving')
    const ok = await save(value || null)
    if (ok) stored.current = value
    setState(ok ? 'saved' : 'failed')
  }

  return (
    <div className={styles.note}>
      {!open && note ? <p className={styles.noteText}>{note}</p> : null}
      {open ? (
        <>
          <label htmlFor={boxId} className="visually-hidden">
            {fill(words.for, { title })}
          </label>
          <textarea
            id={boxId}
            defaultValue={note ?? ''}
            maxLength={500}
            rows={2}
            autoFocus
            onBlur={(event) => void commit(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                void commit(event.currentTarget.value)
              }
            }}
          />
        </>
      ) : null}
      <div className={styles.noteBar}>
        <button
          type="button"
          className={`button quiet ${styles.small}`}
          aria-expanded={open}
          aria-controls={open ? boxId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? words.close : note ? words.edit : words.add}
          <span className="visually-hidden">{fill(words.forHidden, { title })}</span>
        </button>
        <span role="status" className={styles.saved}>
          {state === 'saving' ? words.saving : state === 'saved' ? words.saved : state === 'failed' ? words.notSaved : ''}
        </span>
        {after}
      </div>
    </div>
  )
}
