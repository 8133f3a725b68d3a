import { EVENT_CATEGORIES } from '@ohc/schemas/names'
import { LiveFilterForm } from '@/ui/filters/live-filter-form.client'
import { AUDIENCE_FILTERS, PRICE_FILTERS, type EventFilters } from '@/programme/events/event-filters'
import { wordsIn } from '@/platform/i18n/catalogues'
import { eventCategoryTitle } from './labels'
import { formatDay } from '@/kernel/time'
import styles from './events.module.css'
import Link from '@/ui/link'

// The events list's filters as a GET form: its state is the URL's query, so it works without
// JavaScript, can be shared, and the back button steps through earlier filters. With JavaScript a
// change applies at once (LiveFilterForm); the button stays for keyboard and no-script use. Its
// words are the page's `language`'s (English when not given).

export function EventFiltersForm({ filters, days, language }: { filters: EventFilters; days: string[]; language?: string }) {
  const t = wordsIn(language, 'events')
  return (
    <LiveFilterForm label={t('filterLabel')} className={styles.filters}>
      <div className="field">
        <label htmlFor="filter-day">{t('field.day')}</label>
        <select id="filter-day" name="day" defaultValue={filters.day ?? ''}>
          <option value="">{t('field.anyDay')}</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {formatDay(day, false, language)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field ${styles.categories}`}>
        <legend>{t('field.categories')}</legend>
        {EVENT_CATEGORIES.map((c) => (
          <label key={c.value} className="check">
            <input type="checkbox" name="category" value={c.value} defaultChecked={filters.categories.includes(c.value)} />{' '}
            {eventCategoryTitle(c.value, language)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="filter-price">{t('field.price')}</label>
        <select id="filter-price" name="price" defaultValue={filters.price ?? ''}>
          <option value="">{t('field.anyPrice')}</option>
          {PRICE_FILTERS.map((price) => (
            <option key={price} value={price}>
              {t(`price.${price}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-audience">{t('field.audience')}</label>
        <select id="filter-audience" name="audience" defaultValue={filters.audience ?? ''}>
          <option value="">{t('field.anyAudience')}</option>
          {AUDIENCE_FILTERS.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('field.showEvents')}
        </button>
        {/* A full load resets the form's fields. */}
        <Link href="/events" className="button quiet">
          {t('field.clearFilters')}
        </Link>
      </div>
    </LiveFilterForm>
  )
}
