import { EVENT_CATEGORIES, FESTIVAL_DAYS, SITE_CATEGORIES, TOUR_MODES } from '@ohc/schemas/names'
import styles from './blocks.module.css'
import { getBlockSettings, getNeighborhoodNames } from '@/content/blocks'
import { ListForm } from './list-form.lazy'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

// A GET form into the list page with the same parameters that page reads (neighborhood,
// category, day, mode, q), so it works without JavaScript and the result is a shareable URL.

const ACTIONS = { sites: '/sites', events: '/events', tours: '/tours' } as const

export async function FiltersBlock({ value }: { value: BlockValue<'filtersBlock'> }) {
  const { currentYear } = await getBlockSettings()
  const neighborhoods = value.list === 'tours' ? [] : await getNeighborhoodNames(currentYear)
  const id = `filters-${value._key}`
  const categories = value.list === 'sites' ? SITE_CATEGORIES : value.list === 'events' ? EVENT_CATEGORIES : []
  return (
    <BlockSection id={value._key} heading={value.heading ?? `Find ${value.list}`} kind="filtersBlock">
      <ListForm className={styles.filters} action={ACTIONS[value.list]}>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input id={`${id}-q`} name="q" type="search" autoComplete="off" />
        </div>
        {neighborhoods.length > 0 ? (
          <Select
            id={`${id}-neighborhood`}
            name="neighborhood"
            label="Neighborhood"
            options={neighborhoods.map((n) => ({ value: n.slug, title: n.name }))}
          />
        ) : null}
        {categories.length > 0 ? <Select id={`${id}-category`} name="category" label="Category" options={categories} /> : null}
        {value.list === 'tours' ? (
          <Select id={`${id}-mode`} name="mode" label="How you travel" options={TOUR_MODES} />
        ) : (
          <Select id={`${id}-day`} name="day" label="Day" options={FESTIVAL_DAYS} />
        )}
        <button className="button" type="submit">
          Show {value.list}
        </button>
      </ListForm>
    </BlockSection>
  )
}

function Select({
  id,
  name,
  label,
  options,
}: {
  id: string
  name: string
  label: string
  options: readonly { value: string; title: string }[]
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue="">
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  )
}
