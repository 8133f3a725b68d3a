import styles from './reserve.module.css'
import { count, type NounForms } from '@/kernel/text/count'

// The number of places or people, 1 to `most`, as the booking box asks it, counted in `locale`.
export function PartySelect(props: {
  most: number
  value: number
  onChange: (n: number) => void
  label: string
  unit: NounForms
  locale: string
}) {
  const text = (n: number) => count(n, props.unit, props.locale)
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
