import Link from '@/ui/link'
import type { FestivalMoment } from '@/programme/festival/phase'
import type { CountedFigures } from '@/door/ops/counted-figures'
import { seeYouText } from '../festival/countdown'

// After the weekend: the festival in the hosts' counts (every visit counted at the doors, the
// busiest sites), the next festival, and where to go from here.

const count = new Intl.NumberFormat('en-US')

export function Recap({ moment, counted, membershipUrl }: { moment: FestivalMoment; counted?: CountedFigures; membershipUrl: string }) {
  return (
    <section aria-labelledby="home-recap" data-phase-section="over">
      <h2 id="home-recap">How the {moment.year} festival went</h2>
      {counted ? (
        <>
          <p data-testid="recap-visits">
            Hosts counted <strong>{count.format(counted.visits)}</strong> visits at the doors.
          </p>
          {counted.busiest.length ? (
            <>
              <h3>The busiest sites</h3>
              <ol data-testid="recap-busiest">
                {counted.busiest.map((site) => (
                  <li key={site.slug}>
                    <Link href={`/sites/${site.slug}`}>{site.name}</Link>: {count.format(site.visits)} visits
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <strong>{seeYouText(moment)}</strong> Browse <Link href="/archive">the festival archive</Link>, and{' '}
        <Link href={membershipUrl}>become a member</Link> to hear first and book first next time.
      </p>
    </section>
  )
}
