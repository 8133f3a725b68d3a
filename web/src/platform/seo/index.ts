export { pageMetadata, clampDescription, ogCardPath, SITE_NAME, OG_SIZE, type PageMetadataInput, type PageImage } from './metadata'
export { JsonLd, serializeJsonLd, type JsonLdObject, type JsonLdValue } from './json-ld'
export { organizationJsonLd, websiteJsonLd } from './organization'
export { siteUrl, absoluteUrl, canonicalPath } from './site-url'
