import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { notFound } from 'next/navigation'
import { getSettings } from '@/content/settings'
import { ArchivedSites } from '@/programme/ui/archive/archived-sites'
import { BusiestSites } from '@/programme/ui/archive/busiest-sites'
import { ProgrammeLists } from '@/programme/ui/archive/programme-lists'
import { parseYearParam, readArchivedYear } from '@/content/archive'
import { HeadlineFigures } from '@/programme/ui/home/headline-figures'
import { FestivalHero } from '@/programme/ui/home/hero'
import { SponsorsAndPartners } from '@/programme/ui/home/sponsors'
import { pageMetadata } from '@/platform/seo'
import { isPreview } from '@/content/preview'
import { countedFigures } from '@/door/ops/counted-figures'
import { formatFestivalDates } from '@/kernel/time'

// An archived year's home (template `archived-home`): that festival's intro and figures, its sites,
// events, tours and trails, and who supported it. Rendered on first request, then kept (ISR); a
// year that is not archived (current, future, not a year, no festival) is "Page Not Found".
// Visits an editor left unset are the ones the hosts counted at the doors that weekend, labelled
// as counted; an editor's figure always wins. The busiest sites come from the same counts.

export const revalidate = 60
export const dynamicParams = true

/** No year is rendered at build: each is rendered on its first visit. */
export function generateStaticParams(): { year: string }[] {
  return []
}

interface Props {
  params: Promise<{ year: string }>
}

async function load(params: Props['params']) {
  const year = parseYearParam((await params).year)
  if (year === null) notFound()
  const archived = await readArchivedYear(year, { draft: await isPreview() })
  if (!archived) notFound()
  return { year, archived }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, archived } = await load(params)
  return pageMetadata(
    {
      title: `The ${year} festival`,
      description: archived.festival.intro ?? `The ${year} festival: its sites, events, tours and sponsors.`,
      path: `/archive/${year}`,
      image: archived.festival.heroImage,
    },
    await getIdentity(),
  )
}

export default async function ArchivedYearPage({ params }: Props) {
  const [{ year, archived }, { timeZone }, site] = await Promise.all([load(params), getSettings(), getIdentity()])
  const { festival } = archived
  const counted = await countedFigures(year, festival.startDate, festival.endDate)
  const editorsVisits = festival.figures.visits
  return (
    <div data-template="archived-home">
      <FestivalHero
        eyebrow={`Archive · ${year}`}
        title={festival.title ?? `${site.title} ${year}`}
        dates={formatFestivalDates(festival.startDate, festival.endDate)}
        intro={festival.intro}
        image={festival.heroImage}
      />
      <HeadlineFigures
        label={`The ${year} festival in figures`}
        figures={[
          { value: festival.figures.sites, label: 'sites' },
          editorsVisits === undefined
            ? { value: counted?.visits, label: 'visits counted at the doors' }
            : { value: editorsVisits, label: 'visits' },
          { value: festival.figures.attendees, label: 'attendees' },
        ]}
      />
      <BusiestSites year={year} busiest={counted?.busiest ?? []} />
      <ArchivedSites year={year} sites={archived.sites} />
      <ProgrammeLists year={year} content={archived} timeZone={timeZone} units={site.units} />
      <SponsorsAndPartners sponsors={festival.sponsors} partners={festival.partners} year={year} headingId="archive-sponsors" />
    </div>
  )
}
