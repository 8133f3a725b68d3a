import { SPONSOR_TIERS } from '@ohc/schemas/names'
import styles from './blocks.module.css'
import { BlockImage } from './block-image'
import { getBlockSettings, getFestivalSponsors } from '@/content/blocks'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

/** A festival's sponsors (the block's year, or the current festival), grouped by tier. */
export async function SponsorsBlock({ value }: { value: BlockValue<'sponsorsBlock'> }) {
  const year = value.year ?? (await getBlockSettings()).currentYear
  const sponsors = await getFestivalSponsors(year)
  const tiers = SPONSOR_TIERS.map((tier) => ({ ...tier, sponsors: sponsors.filter((s) => s.tier === tier.value) })).filter(
    (tier) => tier.sponsors.length > 0,
  )
  return (
    <BlockSection id={value._key} heading={value.heading ?? `${year} sponsors`} kind="sponsorsBlock">
      {tiers.length === 0 ? <p>The {year} sponsors will be announced soon.</p> : null}
      {tiers.map((tier) => (
        <div key={tier.value}>
          <h3>{tier.title}s</h3>
          <ul className={styles.logos} role="list">
            {tier.sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                {sponsor.url ? (
                  <a href={sponsor.url}>
                    <SponsorMark sponsor={sponsor} />
                  </a>
                ) : (
                  <SponsorMark sponsor={sponsor} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </BlockSection>
  )
}

function SponsorMark({ sponsor }: { sponsor: { name: string; logo?: { alt: string; ref: string } } }) {
  return sponsor.logo ? <BlockImage image={{ ref: sponsor.logo.ref, alt: sponsor.name }} sizes="10rem" /> : <span>{sponsor.name}</span>
}
