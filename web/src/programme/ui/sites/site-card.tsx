import { hoursOn, type FestivalDay } from '@/programme/hours/opening-hours'
import { formatWallTimeRange } from '@/kernel/time'
import type { Site } from '@/content/sites'
import { categoryIn } from '@/programme/sites/category'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './sites.module.css'
import type { DistanceUnit } from '@ohc/schemas/names'
import { walkLabel, type Walk } from '@/programme/sites/near'
import { StatusBadge } from '@/programme/ui/status/status-notice'
import Link from '@/ui/link'
import { WaitLine } from '@/door/ui/lines/wait-line'
import { siteNotices } from '@/programme/status/host-notices'
import type { Wait } from '@/door/lines/wait'

// One result of the sites list. Lean on purpose: 48 of these make a page, so no images, no
// wrappers beyond the design system's card, and words rather than markup for the hours. In the
// list's language (English on a page not yet translated).

const DAYS: FestivalDay[] = ['saturday', 'sunday']

export function SiteCard({
  site,
  day,
  walk,
  wait,
  line,
  language,
}: {
  site: Site
  day?: FestivalDay
  /** The walk from where the list measures, with the settings' units to give it in. */
  walk?: Walk & { units: DistanceUnit }
  /** The host's latest report, and its words ("~30 min line · reported 5 min ago"). */
  wait?: Wait
  line?: string
  language?: string
}) {
  const t = wordsIn(language, 'sites')
  const words = wordsIn(language, 'site')
  const e = site.edition
  const days = day ? [day] : DAYS
  // The editor's notice and the host's (at capacity, closed early), with the badges visitors know.
  const notices = siteNotices(e?.status, wait)
  return (
    <li className="card">
      <div className="card-body">
        <h2 className="card-title">
          <Link href={`/sites/${site.slug}`}>{site.name}</Link>
        </h2>
        {walk ? (
          <p className={styles.walk}>
            {site.location.approximate
              ? t('card.about', { walk: walkLabel(walk, walk.units, t, language) })
              : walkLabel(walk, walk.units, t, language)}
          </p>
        ) : null}
        <p className="muted">
          {[site.neighborhood?.name, ...site.categories.map((c) => categoryIn(c, words))].filter(Boolean).join(' · ')}
        </p>
        <WaitLine text={line} faded={wait ? !wait.fresh : undefined} />
        {notices.length || (e && (e.newThisYear || e.membersOnly || e.memberPriority)) ? (
          <p className="cluster">
            {notices.map((n) => (
              <StatusBadge key={n.source} status={n} language={language} />
            ))}
            {e?.newThisYear ? <span className="badge new">{words('badge.newThisYear')}</span> : null}
            {e?.membersOnly ? <span className="badge member">{words('badge.membersOnly')}</span> : null}
            {e?.memberPriority && !e.membersOnly ? <span className="badge member">{words('badge.memberPriority')}</span> : null}
          </p>
        ) : null}
        <p className={styles.hours}>
          {days
            .map((d) => {
              const h = e ? hoursOn(e.hours, d) : undefined
              const hours = h ? formatWallTimeRange(h.opens, h.closes, language) : t('card.closed')
              return t('card.dayHours', { day: t(`field.${d}`), hours })
            })
            .join(' · ')}
        </p>
      </div>
    </li>
  )
}
