import type { JsonLdObject } from './json-ld'
import { absoluteUrl } from './site-url'

// The home page's schema.org Organization and WebSite (with the sites search as its SearchAction).

export interface OrganizationInput {
  name: string
  description?: string | null
  email?: string | null
  phone?: string | null
  address?: string | null
  sameAs?: string[]
}

export function organizationJsonLd(input: OrganizationInput): JsonLdObject {
  const home = absoluteUrl('/')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: input.name,
    url: home,
    logo: absoluteUrl('/icon.svg'),
    description: input.description ?? undefined,
    email: input.email ?? undefined,
    telephone: input.phone ?? undefined,
    address: input.address ?? undefined,
    sameAs: input.sameAs && input.sameAs.length > 0 ? input.sameAs : undefined,
  }
}

export function websiteJsonLd(name: string): JsonLdObject {
  const home = absoluteUrl('/')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name,
    url: home,
    publisher: { '@id': `${home}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/sites')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
