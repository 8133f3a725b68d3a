import { SITE_CATEGORIES } from '@ohc/schemas/names'
import {
  ACCESS_FEATURES,
  ACCESS_FEATURE_TITLES,
  MEMBERSHIP_FILTERS,
  SHORTEST_LINE_TITLE,
  SHORT_LINE_TITLE,
  type SiteFilter,
} from '@/programme/sites/filters'
import type { NeighborhoodOption } from '@/content/sites'
import styles from './sites.module.css'
import Link from '@/ui/link'
import { nearValue } from '@/programme/sites/near'

// The filter form's fields, rendered on the server with the URL's values. The client form around
// them only changes how the form is sent.

export function SitesFilterFields({
  filter,
  neighborhoods,
  nearSite,
}: {
  filter: SiteFilter
  neighborhoods: NeighborhoodOption[]
  /** The name of the site the list is ordered from, when it is one. */
  nearSite?: string
}) {
  const near = filter.near ? nearValue(filter.near) : ''
  return (
    <>
      <div className="field">
        <label htmlFor="sites-q">Search</label>
        <input id="sites-q" type="search" name="q" defaultValue={filter.q} placeholder="Name, architect, style…" />
      </div>
      <div className="field">
        <label htmlFor="sites-neighborhood">Neighborhood</label>
        <select id="sites-neighborhood" name="neighborhood" defaultValue={filter.neighborhoods[0] ?? ''}>
          <option value="">All neighborhoods</option>
          {neighborhoods.map((n) => (
            <option key={n.slug} value={n.slug}>
              {n.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-near">Nearest first to</label>
        <select id="sites-near" name="near" defaultValue={near}>
          <option value="">No place (A to Z)</option>
          {filter.near?.kind === 'point' ? <option value={near}>Your location</option> : null}
          {filter.near?.kind === 'site' && nearSite ? <option value={near}>{nearSite}</option> : null}
          <optgroup label="Neighborhoods">
            {neighborhoods.map((n) => (
              <option key={n.slug} value={`neighborhood:${n.slug}`}>
                {n.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-sort">Order</label>
        <select id="sites-sort" name="sort" defaultValue={filter.sort ?? ''}>
          <option value="">{filter.near ? 'Nearest first' : 'A to Z'}</option>
          <option value="line">{SHORTEST_LINE_TITLE}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-category">Category</label>
        <select id="sites-category" name="category" defaultValue={filter.category ?? ''}>
          <option value="">All categories</option>
          {SITE_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>Day</legend>
        {[
          ['', 'Either day'],
          ['saturday', 'Saturday'],
          ['sunday', 'Sunday'],
        ].map(([value, title]) => (
          <label key={value} className="check">
            <input type="radio" name="day" value={value} defaultChecked={(filter.day ?? '') === value} /> {title}
          </label>
        ))}
      </fieldset>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>Accessibility</legend>
        <label htmlFor="sites-wheelchair" className="visually-hidden">
          Wheelchair access
        </label>
        <select id="sites-wheelchair" name="wheelchair" defaultValue={filter.wheelchair ?? ''}>
          <option value="">Any wheelchair access</option>
          <option value="full">Fully wheelchair accessible</option>
          <option value="partial">Fully or partly wheelchair accessible</option>
        </select>
        {ACCESS_FEATURES.map((f) => (
          <label key={f} className="check">
            <input type="checkbox" name="access" value={f} defaultChecked={filter.access.includes(f)} /> {ACCESS_FEATURE_TITLES[f]}
          </label>
        ))}
      </fieldset>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>More</legend>
        <label className="check">
          <input type="checkbox" name="open" value="now" defaultChecked={filter.openNow} /> Open now
        </label>
        <label className="check">
          <input type="checkbox" name="line" value="short" defaultChecked={filter.shortLine} /> {SHORT_LINE_TITLE}
        </label>
        <label className="check">
          <input type="checkbox" name="new" value="1" defaultChecked={filter.newThisYear} /> New this year
        </label>
        <label htmlFor="sites-membership" className="visually-hidden">
          Membership
        </label>
        <select id="sites-membership" name="membership" defaultValue={filter.membership ?? ''}>
          <option value="">Members and everyone</option>
          {MEMBERSHIP_FILTERS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.title}
            </option>
          ))}
        </select>
      </fieldset>
      <input type="hidden" name="view" value={filter.view} />
      <div className="cluster">
        <button type="submit" className="button">
          Show sites
        </button>
        <Link className="button quiet" href={filter.view === 'map' ? '/sites?view=map' : '/sites'}>
          Clear filters
        </Link>
      </div>
    </>
  )
}
