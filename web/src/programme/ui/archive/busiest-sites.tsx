import Link from '@/ui/link'
import type { CountedFigures } from '@/door/ops/counted-figures'

// The year's busiest sites as the hosts counted them at the doors, most visits first.

const count = new Intl.NumberFormat('en-US')

export function BusiestSites({ year, busiest }: { year: number; busiest: CountedFigures['busiest'] }) {
  if (busiest.length === 0) return null
  return (
    <section aria-labelledby="archive-busiest">
      <h2 id="archive-busiest">Busiest sites in {year}</h2>
      <ol data-testid="archive-busiest">
        {busiest.map((site) => (
          <li key={site.slug}>
            <Link href={`/archive/sites/${site.slug}`}>{site.name}</Link>: {count.format(site.visits)} visits counted at the door
          </li>
        ))}
      </ol>
    </section>
  )
}
