import { festivalSites, hostedSites } from '@/content/hosts'
import { getSettings } from '@/content/settings'
import { config } from '@/platform/config'

// Who may use the host tool, and for which sites. A host is an address an editor put on a site's
// edition this year (the Studio, or the hosts import); the centre's staff (OHC_STAFF_EMAILS) may
// act for every site and see the operations view. Read from the content at each request, so an
// assignment removed and published takes the access away at the next request.

export interface HostSite {
  id: string
  name: string
  slug: string
}

export interface HostAccess {
  staff: boolean
  /** The sites this person may report for: their own, or every site of the festival for staff. */
  sites: HostSite[]
}

export const isStaff = (email: string) => config().staff.emails.has(email.trim().toLowerCase())

export async function hostAccess(email: string): Promise<HostAccess> {
  const { currentYear } = await getSettings()
  const address = email.trim().toLowerCase()
  if (isStaff(address)) {
    const sites = await festivalSites(currentYear)
    return { staff: true, sites: sites.map(({ id, name, slug }) => ({ id, name, slug })) }
  }
  const hosted = await hostedSites(currentYear)
  return { staff: false, sites: hosted.filter((s) => s.hosts.includes(address)).map(({ id, name, slug }) => ({ id, name, slug })) }
}

/** The site (by id or slug) if this person may report for it. */
export async function hostSite(email: string, idOrSlug: string): Promise<HostSite | undefined> {
  const { sites } = await hostAccess(email)
  return sites.find((s) => s.id === idOrSlug || s.slug === idOrSlug)
}
