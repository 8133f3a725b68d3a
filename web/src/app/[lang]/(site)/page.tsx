import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import { FeaturedSites } from '@/programme/ui/home/featured-sites'
import { festivalJsonLd } from '@/programme/json-ld/festival'
import { HeadlineFigures } from '@/programme/ui/home/headline-figures'
import { FestivalHero } from '@/programme/ui/home/hero'
import { HomeBody } from '@/programme/ui/home/home-body'
import { QuickEntries } from '@/programme/ui/home/quick-entries'
import { readHome } from '@/content/home'
import { SponsorsAndPartners } from '@/programme/ui/home/sponsors'
import { SupportCalls } from '@/programme/ui/home/support'
import { JsonLd, organizationJsonLd, pageMetadata, websiteJsonLd } from '@/platform/seo'
import { isPreview } from '@/content/preview'
import { formatFestivalDates } from '@/kernel/time'
import { PhaseLine } from '@/programme/ui/festival/countdown'
import { PhaseActions } from '@/programme/ui/home/phase-actions'
import { AnnouncedNow, LiveNow, PlanNow } from '@/programme/ui/home/phase-now'
import { Recap } from '@/programme/ui/home/recap'
import { readFestivalMoment } from '@/content/festival-phase'
import { currentNotices, type PlaceNotice } from '@/content/status'
import { isPast, type FestivalMoment } from '@/programme/festival/phase'
import { countedFigures, type CountedFigures } from '@/door/ops/counted-figures'

// The home page (template `home`): this year's festival — hero, headline figures, featured sites,
// the ways into the programme, the home `page` document's body, sponsors and partners, and the
// membership and donation calls. It speaks for where the festival stands (programme/festival/phase.ts):
// before the weekend a countdown and what to do now, on the weekend what is open and the live
// notices, after it the recap. Static, refreshed every minute, so a phase shows within a minute.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const [home, site] = await Promise.all([readHome({ draft: await isPreview() }), getIdentity()])
  const title = home?.page?.seo?.title ?? home?.festival?.title ?? site.title
  const description = home?.page?.seo?.description ?? home?.links.description
  const image = home?.page?.seo?.image ?? home?.festival?.heroImage
  // The festival's own title, without the site name appended by the root layout's template.
  return { ...pageMetadata({ title, description, path: '/', image }, site), title: { absolute: title } }
}

export default async function HomePage() {
  const [home, site] = await Promise.all([readHome({ draft: await isPreview() }), getIdentity()])
  if (!home) {
    return (
      <div data-template="home">
        <h1>{site.title}</h1>
        <p>Festival details are on their way. Please check back shortly.</p>
      </div>
    )
  }
  const { festival, counts, links, page, year } = home
  const organizer = site.title
  const moment = await readFestivalMoment(await isPreview()).catch((error: unknown) => {
    console.error('[home] the festival’s phase could not be read:', error)
    return null
  })
  const membershipUrl = links.membershipUrl ?? '/memberships'
  const past = moment ? isPast(moment.phase) : false
  const jsonLd = festival ? festivalJsonLd(festival, { url: '/', organizer, place: site.place, description: links.description }) : null
  return (
    <div data-template="home">
      <FestivalHero
        eyebrow={`Festival ${year}`}
        title={festival?.title ?? page?.hero?.heading ?? organizer}
        dates={formatFestivalDates(festival?.startDate, festival?.endDate)}
        // The editors' intro invites to the weekend: after it, the line under the dates says it happened.
        intro={past ? undefined : (festival?.intro ?? page?.hero?.subheading)}
        image={festival?.heroImage ?? page?.hero?.image}
        note={moment ? <PhaseLine moment={moment} /> : null}
      >
        {moment ? (
          <PhaseActions moment={moment} membershipUrl={membershipUrl} />
        ) : (
          <Link className="button" href="/sites">
            Explore the sites
          </Link>
        )}
      </FestivalHero>
      {moment ? <PhaseNow moment={moment} membershipUrl={membershipUrl} /> : null}
      <HeadlineFigures
        label={past ? `The ${year} festival` : 'This year’s festival'}
        figures={[
          { value: counts.sites, label: past ? 'sites opened' : 'sites open' },
          { value: counts.neighborhoods, label: 'neighborhoods' },
          { value: counts.events, label: 'events' },
        ]}
      />
      <FeaturedSites sites={festival?.featuredSites ?? []} />
      {past ? null : <QuickEntries counts={counts} />}
      <HomeBody body={page?.body} />
      {festival ? (
        <SponsorsAndPartners sponsors={festival.sponsors} partners={festival.partners} year={year} headingId="home-sponsors" />
      ) : null}
      <SupportCalls membershipUrl={links.membershipUrl} donateUrl={links.donateUrl} />
      <JsonLd
        data={[
          organizationJsonLd({ name: organizer, description: links.description }),
          websiteJsonLd(organizer),
          ...(jsonLd ? [jsonLd] : []),
        ]}
      />
    </div>
  )
}

/** The section under the hero for the festival's phase; its reads never fail the page. */
async function PhaseNow({ moment, membershipUrl }: { moment: FestivalMoment; membershipUrl: string }) {
  switch (moment.phase) {
    case 'announced':
      return <AnnouncedNow moment={moment} />
    case 'programme':
      return <PlanNow />
    case 'weekend':
      return <LiveNow notices={await noticesOf(moment.year)} />
    case 'over':
    case 'next-announced':
      return <Recap moment={moment} counted={await countedOf(moment)} membershipUrl={membershipUrl} />
  }
}

function noticesOf(year: number): Promise<PlaceNotice[]> {
  return currentNotices(year).catch((error: unknown) => {
    console.error('[home] the live notices could not be read:', error)
    return []
  })
}

/** The hosts' counts of the weekend (countedFigures logs and answers undefined when it cannot read them). */
function countedOf(moment: FestivalMoment): Promise<CountedFigures | undefined> {
  return countedFigures(moment.year, moment.startDate, moment.endDate)
}
