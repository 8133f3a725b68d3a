'use client'

import { DEFAULT_VISIT_MINUTES, VISIT_CHOICES, visitLabel } from '@/visitors/itineraries/visit-time'
import styles from './itinerary.module.css'
import { fill } from '@/kernel/text/fill'
import type { ItineraryWords } from './itinerary-words'

// How long the member means to stay at a place: the timeline and "Plan it for me" take it instead
// of the usual 45 minutes. The usual time is stored as none, so it follows the planner's.

interface Props {
  title: string
  minutes: number | null
  disabled: boolean
  /** Stores the choice (null: the usual time). */
  save: (minutes: number | null) => void
  words: ItineraryWords
}

export function VisitTimeField({ title, minutes, disabled, save, words }: Props) {
  const value = minutes ?? DEFAULT_VISIT_MINUTES
  const choices: number[] = VISIT_CHOICES.includes(value as (typeof VISIT_CHOICES)[number])
    ? [...VISIT_CHOICES]
    : [...VISIT_CHOICES, value].sort((a, b) => a - b)
  return (
    <label className={styles.dayField}>
      <span className="visually-hidden">{fill(words.timeAt, { title })}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Number(event.target.value)
          save(chosen === DEFAULT_VISIT_MINUTES ? null : chosen)
        }}
      >
        {choices.map((m) => (
          <option key={m} value={m}>
            {visitLabel(m, words)}
          </option>
        ))}
      </select>
    </label>
  )
}
