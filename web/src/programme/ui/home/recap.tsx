import type { ReactNode } from 'react'
import Link from '@/ui/link'
import type { FestivalMoment } from '@/programme/festival/phase'
import type { CountedFigures } from '@/door/ops/counted-figures'
import { wordsIn } from '@/platform/i18n/catalogues'
import { seeYouText } from '../festival/countdown'

// After the weekend: the festival in the hosts' counts (every visit counted at the doors, the
// busiest sites), the next festival, and where to go from here, in the page's `language`.

export function Recap({
  moment,
  counted,
  membershipUrl,
  language,
}: {
  moment: FestivalMoment
  counted?: CountedFigures
  membershipUrl: string
  language?: string
}) {
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby="home-recap" data-phase-section="over">
      <h2 id="home-recap">{t('recap.heading', { year: moment.year })}</h2>
      {counted ? (
        <>
          <p data-testid="recap-visits">
            {t.rich('recap.visits', { visits: counted.visits, strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
          {counted.busiest.length ? (
            <>
              <h3>{t('recap.busiest')}</h3>
              <ol data-testid="recap-busiest">
                {counted.busiest.map((site) => (
                  <li key={site.slug}>
                    <Link href={`/sites/${site.slug}`}>{site.name}</Link>: {t('recap.siteVisits', { visits: site.visits })}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <strong>{seeYouText(moment, language)}</strong>{' '}
        {t.rich('recap.next', {
          archive: (chunks: ReactNode) => <Link href="/archive">{chunks}</Link>,
          member: (chunks: ReactNode) => <Link href={membershipUrl}>{chunks}</Link>,
        })}
      </p>
    </section>
  )
}
