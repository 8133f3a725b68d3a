import Link from '../link'
import { pageLinks, type Paged } from '@/platform/lists/paging'
import styles from './pager.module.css'

// The pages of a long list: where the visitor is ("49–96 of 250"), the pages either side and the
// ends, Previous and Next. Plain links, so it works without JavaScript and inside a frame, and
// each page is its own cached address.

/** The pager's words in the list's language (`page` with its {page}); English unless given. */
export interface PagerWords {
  pages: string
  range: string
  previous: string
  next: string
  page: string
}

export function Pager({
  paged,
  noun,
  href,
  words,
}: {
  paged: Omit<Paged<unknown>, 'items'>
  /** What the list holds, plural ("sites"), for the navigation's name. */
  noun: string
  /** The address of a page of this list. */
  href: (page: number) => string
  words?: PagerWords
}) {
  const { page, pages, first, last, total } = paged
  if (pages <= 1) return null
  const say = words ?? {
    pages: `Pages of ${noun}`,
    range: `${first}–${last} of ${total} ${noun}`,
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  }
  return (
    <nav aria-label={say.pages} className={styles.pager}>
      <p className={styles.range}>{say.range}</p>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className="button quiet">
              {say.previous}
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
                aria-label={say.page.replace('{page}', String(p))}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className="button quiet">
              {say.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
