// `sponsor` and `partner` documents. Which ones support a given year, and at which tier, is recorded on
// that year's festival (see festivals.ts), not here.

import { slugValue, type Context, type Doc } from './context'
import { PARTNER_NAMES, SPONSOR_NAMES } from './data/people'
import { imageValue } from './images'
import { slugify } from './random'

export interface OrganisationPlan {
  id: string
  name: string
  slug: string
}

const SPONSOR_COUNT = 12

export function planSponsors(): OrganisationPlan[] {
  return SPONSOR_NAMES.slice(0, SPONSOR_COUNT).map((name) => {
    const slug = slugify(name)
    return { id: `sponsor.${slug}`, name, slug }
  })
}

export function planPartners(): (OrganisationPlan & { kind: string })[] {
  return PARTNER_NAMES.map(({ name, kind }) => {
    const slug = slugify(name)
    return { id: `partner.${slug}`, name, slug, kind }
  })
}

/** An invented website for an invented organisation, on a reserved-looking demo domain. */
const siteOf = (slug: string) => `https://${slug}.example.org/`

export function buildSponsor(ctx: Context, sponsor: OrganisationPlan): Doc {
  return {
    _id: sponsor.id,
    _type: 'sponsor',
    name: sponsor.name,
    slug: slugValue(sponsor.slug),
    logo: imageValue(ctx.images.logo(sponsor.name), `${sponsor.name} logo`),
    url: siteOf(sponsor.slug),
  }
}

export function buildPartner(ctx: Context, partner: OrganisationPlan & { kind: string }): Doc {
  return {
    _id: partner.id,
    _type: 'partner',
    name: partner.name,
    slug: slugValue(partner.slug),
    logo: imageValue(ctx.images.logo(partner.name), `${partner.name} logo`),
    url: siteOf(partner.slug),
    kind: partner.kind,
  }
}
