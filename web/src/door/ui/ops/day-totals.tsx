import type { OpsView } from '@/door/ops/ops-view'
import { numberIn } from '@/kernel/text/number'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// Visits counted on each festival day and over the whole weekend, from the per-day counters.

export function DayTotals({ view, t, language }: { view: Pick<OpsView, 'dayTotals' | 'weekendTotal'>; t: OpsWords; language: string }) {
  const count = numberIn(language)
  return (
    <table className={styles.numbers} data-testid="ops-day-totals">
      <caption className="visually-hidden">{t('totals.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('totals.day')}</th>
          <th scope="col">{t('totals.visits')}</th>
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
          <th scope="row">{t('totals.weekend')}</th>
          <td>{count.format(view.weekendTotal)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
