import { LinkMark } from '@/ui/blocks/link-mark'
import { getIdentity, identityOf } from '@/content/identity'
import Link from '@/ui/link'
import { PortableText } from '@portabletext/react'
import { getSettings } from '@/content/settings'
import { GalleryList } from '@/programme/ui/home/gallery-list'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { MapView } from '@/ui/map/map-view'
import { ShareDialog } from '@/ui/share/share-dialog.client'
import { siteMapMarkers } from '@/programme/sites/nearby'
import { SiteAccessibility, SiteAmenities } from '@/programme/ui/sites/site-access'
import { Directions, SiteAddress } from '@/programme/ui/sites/getting-there'
import { MemberLocation } from '@/programme/ui/sites/member-location.lazy'
import { EXACT_FOR_MEMBERS } from '@/kernel/geo/public-location'
import { siteBySlug } from '@/content/sites'
import { SiteHours } from '@/programme/ui/sites/site-hours'
import { siteJsonLd } from '@/programme/json-ld/site'
import styles from '@/programme/ui/sites/site-page.module.css'
import { categoryTitle } from '@/programme/sites/labels'
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

export const revalidate = 5

export function generateStaticParams(): { site: string[] }[] {
  return []
}

// The site with the settings its page needs (this year's edition, the zone).
async function load(slug: string) {
  const settings = await getSettings()
  const detail = await siteBySlug(slug, settings.currentYear)
  return detail ? { site: detail, settings } : null
}

const page = detailPage(
  'site',
  load,
  ({ site }) => ({
    title: site.name,
    description: site.summary,
    path: `/sites/${site.slug}`,
    image: site.mainImage
      ? { url: site.mainImage.url, width: site.mainImage.width, height: site.mainImage.height, alt: site.mainImage.alt }
      : null,
    type: 'article',
  }),
  getIdentity,
)

export const generateMetadata = page.generateMetadata

export default async function SitePage(props: DetailPageProps<'site'>) {
  const loaded = await page.record(props)
  const { site, settings } = loaded
  const edition = site.edition
  const at = clockNow()
  const [waits, moment] = await Promise.all([liveWaits(at), readFestivalMoment(await isPreview()).catch(() => null)])
  const wait = waits.get(site.id)
  const { markers } = await siteMapMarkers(site, settings.currentYear, { of: waits, now: at })

  return (
    <article data-template="site" className={styles.page}>
      <JsonLd data={siteJsonLd(site)} />
      <header className={styles.head}>
        <p className="eyebrow">
          {site.neighborhood?.slug ? (
            <Link href={`/neighborhoods/${site.neighborhood.slug}`}>{site.neighborhood.name}</Link>
          ) : (
            site.neighborhood?.name
          )}
          {site.categories.length ? ` · ${site.categories.map(categoryTitle).join(', ')}` : ''}
        </p>
        <h1>{site.name}</h1>
        <p className="cluster">
          {edition?.newThisYear ? <span className="badge new">New this year</span> : null}
          {edition?.membersOnly ? <span className="badge member">Members only</span> : null}
          {edition?.memberPriority && !edition.membersOnly ? <span className="badge member">Member priority</span> : null}
          {edition?.reservationRequired ? <span className="badge warn">Reservation required</span> : null}
        </p>
        {site.summary ? <p className="lede">{site.summary}</p> : null}
      </header>

      {edition ? <FestivalOverNotice moment={moment} /> : null}
      {siteNotices(edition?.status, edition ? wait : undefined).map((notice) => (
        <StatusNotice key={notice.source} status={notice} source={notice.source} timeZone={settings.timeZone} />
      ))}
      {edition ? <WaitLine notice text={waitText(wait, at)} /> : null}
      {!edition ? (
        <p className="notice">
          {site.name} is not open in the {settings.currentYear} festival.{' '}
          <Link href={`/archive/sites/${site.slug}`}>See this building in past festivals</Link>.
        </p>
      ) : null}
      {edition?.membersOnly ? (
        <p className="notice member">
          Members only: this site is open to members of the {identityOf(settings).centre}. Its address and visitor details are shown to
          members who are signed in.
        </p>
      ) : edition?.memberPriority ? (
        <p className="notice member">Member priority: members go to the front of the line with their card.</p>
      ) : null}

      <div className={`cluster ${styles.actions}`}>
        {/* Add to itinerary: works once signed in; signed out it leads to sign-in. */}
        <AddToItinerary kind="site" refId={site.id} title={site.name} />
        <ShareDialog url={`/sites/${site.slug}`} title={site.name} text={site.summary} />
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
              <h2 id="visit">What you will see</h2>
              <p>{edition.visitorExperience}</p>
            </section>
          ) : null}
          {site.description?.length ? (
            <section className={`${styles.section} prose`} aria-labelledby="about">
              <h2 id="about">About the building</h2>
              <PortableText value={site.description} components={{ marks: { link: LinkMark } }} />
            </section>
          ) : null}
          <SiteFacts
            site={{ architects: site.architects, yearBuilt: site.yearBuilt, style: site.style }}
            className={`facts ${styles.section}`}
          />
          {site.gallery.length ? (
            <section className={styles.section} aria-labelledby="gallery">
              <h2 id="gallery">Gallery</h2>
              <GalleryList images={site.gallery} className={styles.gallery} />
            </section>
          ) : null}
        </div>

        <div>
          {edition ? (
            <section aria-labelledby="hours">
              <h2 id="hours">Hours</h2>
              <SiteHours hours={edition.hours} timeZone={settings.timeZone} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="where">
            <h2 id="where">Getting there</h2>
            {site.location.approximate ? (
              <>
                <p data-location="approximate">
                  <strong>{EXACT_FOR_MEMBERS}.</strong> The map shows the area the site is in, within about a kilometre.
                </p>
                <MemberLocation slug={site.slug} />
              </>
            ) : (
              <>
                {site.address ? <SiteAddress address={site.address} /> : null}
                <Directions to={site.location} />
              </>
            )}
          </section>
          <section className={styles.section} aria-labelledby="access">
            <h2 id="access">Accessibility</h2>
            <SiteAccessibility accessibility={site.accessibility} />
          </section>
          <section className={styles.section} aria-labelledby="amenities">
            <h2 id="amenities">Amenities</h2>
            <SiteAmenities amenities={site.amenities} />
          </section>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="nearby">
        <h2 id="nearby">On the map, with sites nearby</h2>
        <MapView markers={markers} label={`Map of ${site.name} and nearby sites`} />
        {edition ? (
          <p>
            <Link href={`/sites?near=site:${site.slug}`}>Every site open this year, nearest to {site.name} first</Link>
          </p>
        ) : null}
      </section>
    </article>
  )
}
