// The hours of a site edition, one row per festival day: the date comes from the festival of the
// edition's year, the editor only says open or closed and picks the times. Stored exactly as the
// schema's `festivalHours[]` (a closed day has no entry), so the validation rules still apply.
import { Badge, Box, Button, Card, Flex, Grid, Spinner, Stack, Switch, Text, TextInput } from '@sanity/ui'
import { useEffect, useId, useState } from 'react'
import { type ArrayOfObjectsInputProps, insert, set, setIfMissing, unset, useClient, useFormValue } from 'sanity'
import { isFestivalYear, isRecord } from '@ohc/schemas/rules'
import { closingAfterOpening, validTime } from '@ohc/schemas/validation'
import { API_VERSION } from '../structure/filters'
import {
  FESTIVAL_OF_YEAR_QUERY,
  type FestivalDate,
  type HoursRow,
  festivalDates,
  hoursRows,
  insertionPoint,
  longDate,
  openedEntry,
  pickFestival,
} from './hours-rows'

type Festival = { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'found'; dates: FestivalDate[] }

/** The festival days of `year`, read once per year from its festival document. */
function useFestivalDates(year: number | undefined): Festival {
  const client = useClient({ apiVersion: API_VERSION })
  // The answer remembers its year: while another year is being read, that year is still loading.
  const [read, setRead] = useState<{ year: number; festival: Festival }>()
  useEffect(() => {
    if (year === undefined) return
    let cancelled = false
    client
      .fetch(FESTIVAL_OF_YEAR_QUERY, { year })
      .then((answer: unknown) => {
        if (cancelled) return
        const dates = festivalDates(pickFestival(answer))
        setRead({ year, festival: dates.length > 0 ? { state: 'found', dates } : { state: 'missing' } })
      })
      .catch(() => {
        if (!cancelled) setRead({ year, festival: { state: 'error' } })
      })
    return () => {
      cancelled = true
    }
  }, [client, year])
  return read && read.year === year ? read.festival : { state: 'loading' }
}

const newKey = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12)

/** The first complaint of the schema's own rules about a time, shown beside the picker. */
const timeProblem = (value: unknown, parent: unknown, field: 'opens' | 'closes') => {
  const format = validTime(value === '' ? undefined : value)
  if (format !== true) return format
  return field === 'closes' ? closingAfterOpening(value, { parent }) : true
}

function DayRow({ row, rows, props }: { row: HoursRow; rows: HoursRow[]; props: ArrayOfObjectsInputProps }) {
  const { onChange, readOnly } = props
  const id = useId()
  const entry = row.entry
  const open = entry !== undefined

  const toggle = () => {
    if (entry) {
      onChange(unset([{ _key: entry._key }]))
      return
    }
    const { position, key } = insertionPoint(row, rows)
    onChange([setIfMissing([]), insert([openedEntry(row, newKey(), rows)], position, [key ? { _key: key } : -1])])
  }
  const setTime = (field: 'opens' | 'closes', value: string) => {
    if (!entry) return
    onChange(value === '' ? unset([{ _key: entry._key }, field]) : set(value, [{ _key: entry._key }, field]))
  }
  const useFestivalDate = () => {
    if (entry) onChange([set(row.date, [{ _key: entry._key }, 'date']), set(row.day, [{ _key: entry._key }, 'day'])])
  }
  const problem = entry
    ? [timeProblem(entry.opens, entry, 'opens'), timeProblem(entry.closes, entry, 'closes')].find((p) => p !== true)
    : undefined

  return (
    <Card padding={3} radius={2} border tone={open ? 'default' : 'transparent'}>
      <Stack gap={3}>
        <Flex align="center" gap={3}>
          <Switch id={`${id}-open`} checked={open} onChange={toggle} disabled={readOnly} />
          <Box flex={1}>
            <Text as="label" htmlFor={`${id}-open`} weight="semibold">
              {longDate(row.date)}
            </Text>
          </Box>
          <Badge tone={open ? 'positive' : 'default'}>{open ? 'Open' : 'Closed'}</Badge>
        </Flex>
        {entry && (
          <Grid gridTemplateColumns={2} gap={3}>
            <Stack gap={2}>
              <Text as="label" htmlFor={`${id}-opens`} size={1} muted>
                Opens
              </Text>
              <TextInput
                id={`${id}-opens`}
                type="time"
                step={900}
                value={typeof entry.opens === 'string' ? entry.opens : ''}
                onChange={(event) => setTime('opens', event.currentTarget.value)}
                readOnly={readOnly}
              />
            </Stack>
            <Stack gap={2}>
              <Text as="label" htmlFor={`${id}-closes`} size={1} muted>
                Closes
              </Text>
              <TextInput
                id={`${id}-closes`}
                type="time"
                step={900}
                value={typeof entry.closes === 'string' ? entry.closes : ''}
                onChange={(event) => setTime('closes', event.currentTarget.value)}
                readOnly={readOnly}
              />
            </Stack>
          </Grid>
        )}
        {typeof problem === 'string' && (
          <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color, #c4314b)' }}>
            {problem}
          </Text>
        )}
        {entry && row.dateMismatch && (
          <Card padding={2} radius={2} tone="caution">
            <Flex align="center" gap={3} wrap="wrap">
              <Box flex={1}>
                <Text size={1}>
                  Stored date {String(entry.date ?? 'missing')} is not this festival’s {row.title} ({row.date}).
                </Text>
              </Box>
              <Button text={`Use ${row.date}`} mode="ghost" fontSize={1} padding={2} onClick={useFestivalDate} disabled={readOnly} />
            </Flex>
          </Card>
        )}
      </Stack>
    </Card>
  )
}

/** Replaces the list editor of `siteEdition.hours` once the edition's festival dates are known. */
export function FestivalHoursInput(props: ArrayOfObjectsInputProps) {
  const edition = useFormValue(props.path.slice(0, -1))
  const year = isRecord(edition) && isFestivalYear(edition.year) ? edition.year : undefined
  const festival = useFestivalDates(year)

  // Without a year or a festival there are no dates to fill in: the plain list still works.
  const fallback = (message: string) => (
    <Stack gap={3}>
      <Card padding={3} radius={2} tone="caution">
        <Text size={1}>{message}</Text>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  )
  if (year === undefined) return fallback('Enter the festival year above; the festival days and their dates then appear here.')
  if (festival.state === 'loading') {
    return (
      <Flex align="center" gap={2} padding={3}>
        <Spinner muted />
        <Text size={1} muted>
          Looking up the {year} festival’s dates…
        </Text>
      </Flex>
    )
  }
  if (festival.state === 'error') return fallback(`The ${year} festival’s dates could not be looked up. Enter the hours in the list below.`)
  if (festival.state === 'missing') {
    return fallback(
      `There is no ${year} festival with dates yet. Create it (Festivals) so the days fill in here, or enter the hours in the list below.`,
    )
  }

  const { rows, strays } = hoursRows(festival.dates, props.value)
  return (
    <Stack gap={3}>
      {rows.map((row) => (
        <DayRow key={row.day} row={row} rows={rows} props={props} />
      ))}
      {strays.map((entry) => (
        <Card key={entry._key} padding={3} radius={2} tone="caution">
          <Flex align="center" gap={3}>
            <Box flex={1}>
              <Text size={1}>
                An extra entry ({String(entry.day ?? 'no day')}, {String(entry.date ?? 'no date')}) does not match a festival day.
              </Text>
            </Box>
            <Button
              text="Remove"
              tone="critical"
              mode="ghost"
              fontSize={1}
              padding={2}
              disabled={props.readOnly}
              onClick={() => props.onChange(unset([{ _key: entry._key }]))}
            />
          </Flex>
        </Card>
      ))}
      <Text size={1} muted>
        A closed day is simply left out. Times are in the festival’s time zone.
      </Text>
    </Stack>
  )
}
