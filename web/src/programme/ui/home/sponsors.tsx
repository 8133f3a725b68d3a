import { SPONSOR_TIERS } from '@ohc/schemas/names'
import { ContentImage } from './content-image'
import type { Partner, Sponsor } from '@/content/records/home'
import styles from './sponsors.module.css'
import { wordsIn } from '@/platform/i18n/catalogues'

// A festival's sponsors by tier (in the tiers' order, billing order within a tier) and its
// partners. Each logo carries its name in text: the name is the link's accessible name, so the
// logo itself is decorative. The logo boxes are styled through their list (.logos > li > *): the
// home page lists every sponsor, and a class on each would be sent twice per logo (HTML and payload).
// The headings speak the page's `language` (English when not given).

function Logo({ entry }: { entry: Sponsor | Partner }) {
  const content = (
    <>
      {entry.logo ? <ContentImage image={entry.logo} alt="" /> : null}
      <span>{entry.name}</span>
    </>
  )
  return entry.url ? <a href={entry.url}>{content}</a> : <span>{content}</span>
}

export function SponsorsAndPartners({
  sponsors,
  partners,
  year,
  headingId,
  language,
}: {
  sponsors: Sponsor[]
  partners: Partner[]
  year: number
  headingId: string
  language?: string
}) {
  if (sponsors.length === 0 && partners.length === 0) return null
  const tiers = SPONSOR_TIERS.map((tier) => ({ ...tier, sponsors: sponsors.filter((s) => s.tier === tier.value) })).filter(
    (tier) => tier.sponsors.length > 0,
  )
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sponsors.heading', { year })}</h2>
      {tiers.map((tier) => (
        <div key={tier.value} className={styles.tier}>
          <h3>{t(`sponsors.${tier.value}`, { count: tier.sponsors.length })}</h3>
          <ul className={tier.value === 'presenting' ? `${styles.logos} ${styles.large}` : styles.logos}>
            {tier.sponsors.map((sponsor) => (
              <li key={sponsor.slug ?? sponsor.name}>
                <Logo entry={sponsor} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {partners.length > 0 ? (
        <div className={styles.tier}>
          <h3>{t('sponsors.partners')}</h3>
          <ul className={styles.logos}>
            {partners.map((partner) => (
              <li key={partner.slug ?? partner.name}>
                <Logo entry={partner} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
