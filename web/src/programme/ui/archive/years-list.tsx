import Link from '@/ui/link'
import { HeadlineFigures } from '../home/headline-figures'
import { formatFestivalDates } from '@/kernel/time'
import type { FestivalYear } from '@/content/records/archive'
import styles from './years-list.module.css'

// Every archived year, newest first: its dates and headline figures, and the way into its home.

export function YearsList({ years }: { years: FestivalYear[] }) {
  return (
    <section aria-labelledby="archive-years">
      <h2 id="archive-years">Festival years</h2>
      <ul className={styles.years}>
        {years.map((festival) => (
          <li key={festival.year} className={styles.year}>
            <h3>
              <Link href={`/archive/${festival.year}`}>{festival.year}</Link>
            </h3>
            {festival.title ? <p>{festival.title}</p> : null}
            {festival.startDate ? <p className="muted">{formatFestivalDates(festival.startDate, festival.endDate)}</p> : null}
            <HeadlineFigures
              label={`${festival.year} in figures`}
              figures={[
                { value: festival.figures.sites, label: 'sites' },
                { value: festival.figures.visits, label: 'visits' },
                { value: festival.figures.attendees, label: 'attendees' },
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
