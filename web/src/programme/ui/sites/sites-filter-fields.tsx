import { SITE_CATEGORIES } from '@ohc/schemas/names'
import { ACCESS_FEATURES, MEMBERSHIP_FILTERS, type SiteFilter } from '@/programme/sites/filters'
import { categoryIn } from '@/programme/sites/category'
import { SHORT_LINE_MINUTES } from '@/door/lines/wait'
import type { Words } from '@/platform/i18n/catalogues'
import type { NeighborhoodOption } from '@/content/sites'
import styles from './sites.module.css'
import Link from '@/ui/link'
import { nearValue } from '@/programme/sites/near'

// The filter form's fields, rendered on the server with the URL's values. The client form around
// them only changes how the form is sent. Its words are the catalogue's `sites` ones in the
// list's language (`site` for the categories).

export function SitesFilterFields({
  filter,
  neighborhoods,
  nearSite,
  t,
  category,
}: {
  filter: SiteFilter
  neighborhoods: NeighborhoodOption[]
  /** The name of the site the list is ordered from, when it is one. */
  nearSite?: string
  t: Words<'sites'>
  category: Words<'site'>
}) {
  const near = filter.near ? nearValue(filter.near) : ''
  return (
    <>
      <div className="field">
        <label htmlFor="sites-q">{t('field.search')}</label>
        <input id="sites-q" type="search" name="q" defaultValue={filter.q} placeholder={t('field.searchPlaceholder')} />
      </div>
      <div className="field">
        <label htmlFor="sites-neighborhood">{t('field.neighborhood')}</label>
        <select id="sites-neighborhood" name="neighborhood" defaultValue={filter.neighborhoods[0] ?? ''}>
          <option value="">{t('field.allNeighborhoods')}</option>
          {neighborhoods.map((n) => (
            <option key={n.slug} value={n.slug}>
              {n.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-near">{t('field.nearestFirstTo')}</label>
        <select id="sites-near" name="near" defaultValue={near}>
          <option value="">{t('field.noPlace')}</option>
          {filter.near?.kind === 'point' ? <option value={near}>{t('field.yourLocation')}</option> : null}
          {filter.near?.kind === 'site' && nearSite ? <option value={near}>{nearSite}</option> : null}
          <optgroup label={t('field.neighborhoods')}>
            {neighborhoods.map((n) => (
              <option key={n.slug} value={`neighborhood:${n.slug}`}>
                {n.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-sort">{t('field.order')}</label>
        <select id="sites-sort" name="sort" defaultValue={filter.sort ?? ''}>
          <option value="">{filter.near ? t('field.nearestFirst') : t('field.aToZ')}</option>
          <option value="line">{t('field.shortestLine')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="sites-category">{t('field.category')}</label>
        <select id="sites-category" name="category" defaultValue={filter.category ?? ''}>
          <option value="">{t('field.allCategories')}</option>
          {SITE_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {categoryIn(c.value, category)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>{t('field.day')}</legend>
        {[
          ['', t('field.eitherDay')],
          ['saturday', t('field.saturday')],
          ['sunday', t('field.sunday')],
        ].map(([value, title]) => (
          <label key={value} className="check">
            <input type="radio" name="day" value={value} defaultChecked={(filter.day ?? '') === value} /> {title}
          </label>
        ))}
      </fieldset>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>{t('field.accessibility')}</legend>
        <label htmlFor="sites-wheelchair" className="visually-hidden">
          {t('field.wheelchairAccess')}
        </label>
        <select id="sites-wheelchair" name="wheelchair" defaultValue={filter.wheelchair ?? ''}>
          <option value="">{t('field.anyWheelchair')}</option>
          <option value="full">{t('field.fullWheelchair')}</option>
          <option value="partial">{t('field.partialWheelchair')}</option>
        </select>
        {ACCESS_FEATURES.map((f) => (
          <label key={f} className="check">
            <input type="checkbox" name="access" value={f} defaultChecked={filter.access.includes(f)} /> {t(`field.${f}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={`field ${styles.fieldset}`}>
        <legend>{t('field.more')}</legend>
        <label className="check">
          <input type="checkbox" name="open" value="now" defaultChecked={filter.openNow} /> {t('field.openNow')}
        </label>
        <label className="check">
          <input type="checkbox" name="line" value="short" defaultChecked={filter.shortLine} />{' '}
          {t('field.shortLine', { minutes: SHORT_LINE_MINUTES })}
        </label>
        <label className="check">
          <input type="checkbox" name="new" value="1" defaultChecked={filter.newThisYear} /> {t('field.newThisYear')}
        </label>
        <label htmlFor="sites-membership" className="visually-hidden">
          {t('field.membership')}
        </label>
        <select id="sites-membership" name="membership" defaultValue={filter.membership ?? ''}>
          <option value="">{t('field.membersAndEveryone')}</option>
          {MEMBERSHIP_FILTERS.map((m) => (
            <option key={m.value} value={m.value}>
              {t(`field.${m.value}`)}
            </option>
          ))}
        </select>
      </fieldset>
      <input type="hidden" name="view" value={filter.view} />
      <div className="cluster">
        <button type="submit" className="button">
          {t('field.showSites')}
        </button>
        <Link className="button quiet" href={filter.view === 'map' ? '/sites?view=map' : '/sites'}>
          {t('field.clearFilters')}
        </Link>
      </div>
    </>
  )
}
