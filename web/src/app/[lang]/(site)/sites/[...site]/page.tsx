import { LinkMark } from '@/ui/blocks/link-mark'
import { identityOf } from '@/content/identity'
import Link from '@/ui/link'
import { PortableText } from '@portabletext/react'
import { getSettings } from '@/content/settings'
import { GalleryList } from '@/programme/ui/home/gallery-list'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { addToItineraryWords } from '@/visitors/ui/add-to-itinerary/words'
import { MapView } from '@/ui/map/map-view'
import { mapWordsIn } from '@/platform/i18n/map-words'
import { ShareDialog } from '@/ui/share/share-dialog.client'
import { siteMapMarkers } from '@/programme/sites/nearby'
import { SiteAccessibility, SiteAmenities } from '@/programme/ui/sites/site-access'
import { Directions, SiteAddress } from '@/programme/ui/sites/getting-there'
import { MemberLocation } from '@/programme/ui/sites/member-location.lazy'
import { siteBySlug } from '@/content/sites'
import { SiteHours } from '@/programme/ui/sites/site-hours'
import { siteJsonLd } from '@/programme/json-ld/site'
import styles from '@/programme/ui/sites/site-page.module.css'
import { categoryIn } from '@/programme/sites/category'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguages, pageSiteName, fallbackOf } from '@/content/page-language'
import { JsonLd } from '@/platform/seo/json-ld'
import { StatusNotice } from '@/programme/ui/status/status-notice'
import { WaitLine } from '@/door/ui/lines/wait-line'
import { siteNotices } from '@/programme/status/host-notices'
import { liveWaits } from '@/door/lines/current'
import { waitText } from '@/door/lines/wait'
import { now as clockNow } from '@/platform/clock'
import { detailPage, type DetailPageProps } from '@/platform/seo/detail-page'
import { FestivalOverNotice } from '@/programme/ui/festival/festival-over'
import { readFestivalMoment } from '@/content/festival-phase'
import { isPreview } from '@/content/preview'
import { SiteFacts } from '@/programme/ui/sites/site-facts'

// A site's page (template site), by slug. Static and revalidated: pages are rendered on first
// request and cached (no prebuild of all 250 at build time). A building without an edition this
// year still renders, with a note pointing to its archive page; an unknown slug is a 404.
// Members-only details (address, visitor experience) are withheld by the query ($member=false);
// a members-only site's location is the centre of its grid cell, and a member's browser asks
// /api/member-content for the exact one (MemberLocation). Its host's latest report (the line, at
// capacity, closed early) is at the top: the page is rendered anew at most every 5 seconds
// (WAITS_REVALIDATE_SECONDS, door/lines/announce.ts), so a report shows within seconds.
// It speaks its address's language: the building's translation (a field not translated is shown
// in the default language, marked with it) and the catalogue's `site` words.

export const revalidate = 5

export function generateStaticParams(): { site: string[] }[] {
  return []
}

// The site in the page's language, with the settings its page needs (this year's edition, the zone).
async function load(slug: string, language: string) {
  const [settings, lang] = await Promise.all([getSettings(), contentLang(language)])
  const detail = await siteBySlug(slug, settings.currentYear, { lang })
  return detail ? { site: detail, settings, language } : null
}

const page = detailPage(
  'site',
  load,
  ({ site, language }) => ({
    language,
    title: site.name,
    description: site.summary,
    path: `/sites/${site.slug}`,
    image: site.mainImage
      ? { url: site.mainImage.url, width: site.mainImage.width, height: site.mainImage.height, alt: site.mainImage.alt }
      : null,
    type: 'article',
  }),
  pageSiteName,
)

export const generateMetadata = page.generateMetadata

export default async function SitePage(props: DetailPageProps<'site'>) {
  const loaded = await page.record(props)
  const { site, settings, language } = loaded
  const edition = site.edition
  const at = clockNow()
  const [waits, moment, languages] = await Promise.all([
    liveWaits(at),
    readFestivalMoment(await isPreview()).catch(() => null),
    pageLanguages(),
  ])
  const t = wordsIn(language, 'site')
  // A field shown in the default language for want of a translation says so, for screen readers.
  const langOf = (field: string) => (site.untranslated.includes(field) ? languages.default : undefined)
  const directions = { transit: t('directionsTransit'), osm: t('directionsOsm') }
  // Words the content has in the default language only (a season's, the access notes).
  const defaultOnly = fallbackOf(language, languages)
  const wait = waits.get(site.id)
  const { markers } = await siteMapMarkers(site, settings.currentYear, { of: waits, now: at }, language)

  return (
    <article data-template="site" className={styles.page} lang={language}>
      <JsonLd data={siteJsonLd(site)} />
      <header className={styles.head}>
        <p className="eyebrow">
          {site.neighborhood?.slug ? (
            <Link href={`/neighborhoods/${site.neighborhood.slug}`}>{site.neighborhood.name}</Link>
          ) : (
            site.neighborhood?.name
          )}
          {site.categories.length ? ` · ${site.categories.map((c) => categoryIn(c, t)).join(', ')}` : ''}
        </p>
        <h1 lang={langOf('name')}>{site.name}</h1>
        <p className="cluster">
          {edition?.newThisYear ? <span className="badge new">{t('badge.newThisYear')}</span> : null}
          {edition?.membersOnly ? <span className="badge member">{t('badge.membersOnly')}</span> : null}
          {edition?.memberPriority && !edition.membersOnly ? <span className="badge member">{t('badge.memberPriority')}</span> : null}
          {edition?.reservationRequired ? <span className="badge warn">{t('badge.reservationRequired')}</span> : null}
        </p>
        {site.summary ? (
          <p className="lede" lang={langOf('summary')}>
            {site.summary}
          </p>
        ) : null}
      </header>

      {edition ? <FestivalOverNotice moment={moment} language={language} /> : null}
      {siteNotices(edition?.status, edition ? wait : undefined).map((notice) => (
        <StatusNotice key={notice.source} status={notice} source={notice.source} timeZone={settings.timeZone} language={language} />
      ))}
      {edition ? (
        <WaitLine notice text={waitText(wait, at, t, language)} faded={wait ? !wait.fresh : false} atTheDoor={t('line.atTheDoor')} />
      ) : null}
      {!edition ? (
        <p className="notice">
          {t('notOpen', { name: site.name, year: String(settings.currentYear) })}{' '}
          <Link href={`/archive/sites/${site.slug}`}>{t('pastFestivals')}</Link>.
        </p>
      ) : null}
      {edition?.membersOnly ? (
        <p className="notice member">{t('membersOnlyNotice', { centre: identityOf(settings).centre })}</p>
      ) : edition?.memberPriority ? (
        <p className="notice member">{t('memberPriorityNotice')}</p>
      ) : null}

      <div className={`cluster ${styles.actions}`}>
        {/* Add to itinerary: works once signed in; signed out it leads to sign-in. */}
        <AddToItinerary kind="site" refId={site.id} title={site.name} words={addToItineraryWords(language)} />
        <ShareDialog url={`/sites/${site.slug}`} title={site.name} text={site.summary} label={t('share')} />
      </div>

      <div className={styles.layout}>
        <div>
          {site.mainImage ? (
            <img
              className={styles.hero}
              src={site.mainImage.url}
              alt={site.mainImage.alt ?? ''}
              width={site.mainImage.width}
              height={site.mainImage.height}
            />
          ) : null}
          {edition?.visitorExperience ? (
            <section className={styles.section} aria-labelledby="visit">
              <h2 id="visit">{t('heading.visit')}</h2>
              {/* A season's words, written in the default language only. */}
              <p lang={defaultOnly}>{edition.visitorExperience}</p>
            </section>
          ) : null}
          {site.description?.length ? (
            <section className={`${styles.section} prose`} aria-labelledby="about">
              <h2 id="about">{t('heading.about')}</h2>
              <div lang={langOf('description')}>
                <PortableText value={site.description} components={{ marks: { link: LinkMark } }} />
              </div>
            </section>
          ) : null}
          <SiteFacts
            site={{ architects: site.architects, yearBuilt: site.yearBuilt, style: site.style }}
            className={`facts ${styles.section}`}
            t={t}
          />
          {site.gallery.length ? (
            <section className={styles.section} aria-labelledby="gallery">
              <h2 id="gallery">{t('heading.gallery')}</h2>
              <GalleryList images={site.gallery} className={styles.gallery} />
            </section>
          ) : null}
        </div>

        <div>
          {edition ? (
            <section aria-labelledby="hours">
              <h2 id="hours">{t('heading.hours')}</h2>
              <SiteHours hours={edition.hours} timeZone={settings.timeZone} t={t} language={language} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="where">
            <h2 id="where">{t('heading.gettingThere')}</h2>
            {site.location.approximate ? (
              <>
                <p data-location="approximate">
                  <strong>{t('approximate')}</strong> {t('approximateArea')}
                </p>
                <MemberLocation slug={site.slug} directions={directions} />
              </>
            ) : (
              <>
                {site.address ? <SiteAddress address={site.address} /> : null}
                <Directions to={site.location} words={directions} />
              </>
            )}
          </section>
          <section className={styles.section} aria-labelledby="access">
            <h2 id="access">{t('heading.accessibility')}</h2>
            <SiteAccessibility accessibility={site.accessibility} t={t} notesIn={defaultOnly} />
          </section>
          <section className={styles.section} aria-labelledby="amenities">
            <h2 id="amenities">{t('heading.amenities')}</h2>
            <SiteAmenities amenities={site.amenities} t={t} notesIn={defaultOnly} />
          </section>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="nearby">
        <h2 id="nearby">{t('heading.nearby')}</h2>
        <MapView markers={markers} label={t('mapLabel', { name: site.name })} words={mapWordsIn(language)} />
        {edition ? (
          <p>
            <Link href={`/sites?near=site:${site.slug}`}>{t('nearestFirst', { name: site.name })}</Link>
          </p>
        ) : null}
      </section>
    </article>
  )
}
