import type { OpsView } from '@/door/ops/ops-view'
import styles from './ops.module.css'

// Visits counted on each festival day and over the whole weekend, from the per-day counters.

const count = new Intl.NumberFormat('en-US')

export function DayTotals({ view }: { view: Pick<OpsView, 'dayTotals' | 'weekendTotal'> }) {
  return (
    <table className={styles.numbers} data-testid="ops-day-totals">
      <caption className="visually-hidden">Visits per festival day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Visits</th>
        </tr>
      </thead>
      <tbody>
        {view.dayTotals.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.label}</th>
            <td>{count.format(day.visits)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Weekend</th>
          <td>{count.format(view.weekendTotal)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
