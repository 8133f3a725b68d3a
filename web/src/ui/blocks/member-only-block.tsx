import { MemberContent } from './member-content.lazy'
import type { BlockValue } from '@/content/body'

// The teaser is in the page for everyone; the content never is (pages are static and public).
// The island asks /api/member-content, which answers it to members only.

export function MemberOnlyBlock({ value, page }: { value: BlockValue<'memberOnlyBlock'>; page?: string }) {
  return (
    <aside className="notice member" data-block="memberOnlyBlock" aria-label="For members">
      <p>
        <span className="badge member">Members only</span> {value.teaser}
      </p>
      {page ? <MemberContent page={page} blockKey={value._key} /> : null}
    </aside>
  )
}
