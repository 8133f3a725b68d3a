import type { PlaceNotice } from '@/content/status'
import type { Site } from '@/content/sites'
import { hostNoticeOf, type Wait } from '@/door/lines/wait'
import type { LiveStatus } from './notice'

// A host's "at capacity" or "closed early" is the same news as an editor's notice of that kind,
// and visitors know its badge: it is shown with the editors' notices, newest first, for as long
// as the report is fresh (door/lines/wait.ts). An editor's notice of the same kind says more (it may
// carry a message) and stays; the host's copy of it is left out.

export type SourcedStatus = LiveStatus & { source: 'editor' | 'host' }

/** A place's notices, the editor's and the host's, newest first. */
export function siteNotices(editor: LiveStatus | undefined, wait: Wait | undefined): SourcedStatus[] {
  const notices: SourcedStatus[] = editor ? [{ ...editor, source: 'editor' }] : []
  const host = hostNoticeOf(wait)
  if (host && host.kind !== editor?.kind) notices.push({ ...host, source: 'host' })
  return notices.sort((a, b) => b.postedAt.localeCompare(a.postedAt))
}

/** The festival's notices (/api/status) with the hosts' added, newest first. */
export function withHostNotices(notices: PlaceNotice[], sites: readonly Site[], waits: ReadonlyMap<string, Wait>): PlaceNotice[] {
  const added: PlaceNotice[] = []
  for (const site of sites) {
    const host = hostNoticeOf(waits.get(site.id))
    if (!host || site.edition?.status?.kind === host.kind) continue
    added.push({ ...host, source: 'host', place: { type: 'site', id: site.id, name: site.name, href: `/sites/${site.slug}` } })
  }
  return [...notices, ...added].sort((a, b) => b.postedAt.localeCompare(a.postedAt))
}
