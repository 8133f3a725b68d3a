import styles from './reserve.module.css'
import { count, NOUNS } from '@/kernel/text/count'

// The number of places or people, 1 to `most`, as the booking box asks it.
export function PartySelect(props: {
  most: number
  value: number
  onChange: (n: number) => void
  label: string
  unit: 'places' | 'people'
}) {
  const text = (n: number) => count(n, props.unit === 'places' ? NOUNS.place : NOUNS.person)
  return (
    <label className={styles.seats}>
      <span className="visually-hidden">{props.label}</span>
      <select value={Math.min(props.value, props.most)} onChange={(e) => props.onChange(Number(e.target.value))}>
        {Array.from({ length: props.most }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </select>
    </label>
  )
}
