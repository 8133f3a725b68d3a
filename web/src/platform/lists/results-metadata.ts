import type { Metadata } from 'next'

/**
 * A filtered list's page (…/Results/<filter>) has its list page's title and description, and is
 * not indexed: its canonical address is the list's own.
 */
export function resultsMetadata(list: Metadata): Metadata {
  return { ...list, robots: { index: false, follow: true } }
}
