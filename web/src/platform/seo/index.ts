export { pageMetadata, clampDescription, ogCardPath, OG_SIZE, type PageMetadataInput, type SiteName, type PageImage } from './metadata'
export { JsonLd, serializeJsonLd, type JsonLdObject, type JsonLdValue } from './json-ld'
export { organizationJsonLd, websiteJsonLd } from './organization'
export { siteUrl, absoluteUrl, canonicalPath } from './site-url'
