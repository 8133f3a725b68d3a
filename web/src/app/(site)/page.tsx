import type { Metadata } from 'next'
import Link from '@/components/link'
import { FeaturedSites } from '@/components/home/featured-sites'
import { festivalJsonLd } from '@/components/home/festival-json-ld'
import { HeadlineFigures } from '@/components/home/headline-figures'
import { FestivalHero } from '@/components/home/hero'
import { HomeBody } from '@/components/home/home-body'
import { QuickEntries } from '@/components/home/quick-entries'
import { readHome } from '@/content/home'
import { SponsorsAndPartners } from '@/components/home/sponsors'
import { SupportCalls } from '@/components/home/support'
import { JsonLd, organizationJsonLd, pageMetadata, websiteJsonLd } from '@/lib/seo'
import { isPreview } from '@/content/preview'
import { formatFestivalDates } from '@/time'

// The home page (template `home`): this year's festival — hero, headline figures, featured sites,
// the ways into the programme, the home `page` document's body, sponsors and partners, and the
// membership and donation calls. Static, refreshed every minute.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const home = await readHome({ draft: await isPreview() })
  const title = home?.page?.seo?.title ?? home?.festival?.title ?? home?.links.title ?? 'Open House Chicago'
  const description = home?.page?.seo?.description ?? home?.links.description
  const image = home?.page?.seo?.image ?? home?.festival?.heroImage
  // The festival's own title, without the site name appended by the root layout's template.
  return { ...pageMetadata({ title, description, path: '/', image }), title: { absolute: title } }
}

export default async function HomePage() {
  const home = await readHome({ draft: await isPreview() })
  if (!home) {
    return (
      <div data-template="home">
        <h1>Open House Chicago</h1>
        <p>Festival details are on their way. Please check back shortly.</p>
      </div>
    )
  }
  const { festival, counts, links, page, year } = home
  const organizer = links.title ?? 'Open House Chicago'
  const jsonLd = festival ? festivalJsonLd(festival, { url: '/', organizer, description: links.description }) : null
  return (
    <div data-template="home">
      <FestivalHero
        eyebrow={`Festival ${year}`}
        title={festival?.title ?? page?.hero?.heading ?? organizer}
        dates={formatFestivalDates(festival?.startDate, festival?.endDate)}
        intro={festival?.intro ?? page?.hero?.subheading}
        image={festival?.heroImage ?? page?.hero?.image}
      >
        <Link className="button" href="/sites">
          Explore the sites
        </Link>
        <Link className="button secondary" href="/my-ohc/itineraries">
          Plan your weekend
        </Link>
      </FestivalHero>
      <HeadlineFigures
        label="This year’s festival"
        figures={[
          { value: counts.sites, label: 'sites open' },
          { value: counts.neighborhoods, label: 'neighborhoods' },
          { value: counts.events, label: 'events' },
        ]}
      />
      <FeaturedSites sites={festival?.featuredSites ?? []} />
      <QuickEntries counts={counts} />
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
