import Link from '../link'
import { pageLinks, type Paged } from '@/platform/lists/paging'
import styles from './pager.module.css'

// The pages of a long list: where the visitor is ("49–96 of 250"), the pages either side and the
// ends, Previous and Next. Plain links, so it works without JavaScript and inside a frame, and
// each page is its own cached address.

export function Pager({
  paged,
  noun,
  href,
}: {
  paged: Omit<Paged<unknown>, 'items'>
  /** What the list holds, plural ("sites"), for the navigation's name. */
  noun: string
  /** The address of a page of this list. */
  href: (page: number) => string
}) {
  const { page, pages, first, last, total } = paged
  if (pages <= 1) return null
  return (
    <nav aria-label={`Pages of ${noun}`} className={styles.pager}>
      <p className={styles.range}>{`${first}–${last} of ${total} ${noun}`}</p>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className="button quiet">
              Previous
            </Link>
          </li>
        ) : null}
        {pageLinks(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={`button quiet ${styles.number}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className="button quiet">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
