import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { contentLang, pageLanguage, pageLanguages, pageSiteName, fallbackOf } from '@/content/page-language'
import { wordsIn } from '@/platform/i18n/catalogues'
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
// It speaks its address's language: the catalogue's `home` words and the featured sites'
// translations; the editors' festival and page texts are in the default language, marked so.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

/** The page's language, its home content in that language, and the default language when it is another. */
async function load(params: Props['params']) {
  const language = await pageLanguage(params)
  const [lang, languages] = await Promise.all([contentLang(language), pageLanguages()])
  const home = await readHome({ draft: await isPreview(), lang })
  return { language, home, fallback: fallbackOf(language, languages) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ language, home }, site, name] = await Promise.all([load(params), getIdentity(), pageSiteName()])
  const title = home?.page?.seo?.title ?? home?.festival?.title ?? site.title
  const description = home?.page?.seo?.description ?? home?.links.description
  const image = home?.page?.seo?.image ?? home?.festival?.heroImage
  // The festival's own title, without the site name appended by the root layout's template.
  return { ...pageMetadata({ title, description, path: '/', image, language }, name), title: { absolute: title } }
}

export default async function HomePage({ params }: Props) {
  const [{ language, home, fallback }, site] = await Promise.all([load(params), getIdentity()])
  const t = wordsIn(language, 'home')
  if (!home) {
    return (
      <div data-template="home" lang={language}>
        <h1>{site.title}</h1>
        <p>{t('pendingDetails')}</p>
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
    <div data-template="home" lang={language}>
      <FestivalHero
        eyebrow={t('eyebrow', { year })}
        title={festival?.title ?? page?.hero?.heading ?? organizer}
        dates={formatFestivalDates(festival?.startDate, festival?.endDate, language)}
        contentLanguage={fallback}
        // The editors' intro invites to the weekend: after it, the line under the dates says it happened.
        intro={past ? undefined : (festival?.intro ?? page?.hero?.subheading)}
        image={festival?.heroImage ?? page?.hero?.image}
        note={moment ? <PhaseLine moment={moment} language={language} /> : null}
      >
        {moment ? (
          <PhaseActions moment={moment} membershipUrl={membershipUrl} language={language} />
        ) : (
          <Link className="button" href="/sites">
            {t('exploreSites')}
          </Link>
        )}
      </FestivalHero>
      {moment ? <PhaseNow moment={moment} membershipUrl={membershipUrl} language={language} /> : null}
      <HeadlineFigures
        label={past ? t('figuresPast', { year }) : t('figuresNow')}
        language={language}
        figures={[
          { value: counts.sites, label: t(past ? 'figure.sitesOpened' : 'figure.sitesOpen', { count: counts.sites }) },
          { value: counts.neighborhoods, label: t('figure.neighborhoods', { count: counts.neighborhoods }) },
          { value: counts.events, label: t('figure.events', { count: counts.events }) },
        ]}
      />
      <FeaturedSites sites={festival?.featuredSites ?? []} language={language} fallback={fallback} />
      {past ? null : <QuickEntries counts={counts} language={language} />}
      <HomeBody body={page?.body} language={language} contentLanguage={fallback} />
      {festival ? (
        <SponsorsAndPartners
          sponsors={festival.sponsors}
          partners={festival.partners}
          year={year}
          headingId="home-sponsors"
          language={language}
        />
      ) : null}
      <SupportCalls membershipUrl={links.membershipUrl} donateUrl={links.donateUrl} language={language} />
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
async function PhaseNow({ moment, membershipUrl, language }: { moment: FestivalMoment; membershipUrl: string; language: string }) {
  switch (moment.phase) {
    case 'announced':
      return <AnnouncedNow moment={moment} language={language} />
    case 'programme':
      return <PlanNow language={language} />
    case 'weekend':
      return <LiveNow notices={await noticesOf(moment.year)} language={language} />
    case 'over':
    case 'next-announced':
      return <Recap moment={moment} counted={await countedOf(moment)} membershipUrl={membershipUrl} language={language} />
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
