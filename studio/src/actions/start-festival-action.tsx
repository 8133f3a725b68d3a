// "Start festival <next year>…" on the settings singleton and on festival documents: the year
// rollover as an editor's action. The dialog plans it and writes it; this only decides the label.
import { CalendarIcon } from '@sanity/icons/Calendar'
import { useEffect, useState } from 'react'
import { type DocumentActionComponent, useClient } from 'sanity'
import { isFestivalYear } from '@ohc/schemas/rules'
import { API_VERSION, CURRENT_YEAR_QUERY } from '../structure/filters'
import { RolloverDialog } from './rollover-dialog'

export const StartFestivalAction: DocumentActionComponent = ({ onComplete }) => {
  const client = useClient({ apiVersion: API_VERSION })
  const [currentYear, setCurrentYear] = useState<number | undefined>()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let cancelled = false
    client
      .fetch(CURRENT_YEAR_QUERY)
      .then((year: unknown) => {
        if (!cancelled && isFestivalYear(year)) setCurrentYear(year)
      })
      .catch(() => undefined) // the action stays disabled and says why
    return () => {
      cancelled = true
    }
  }, [client, open])

  if (currentYear === undefined) {
    return {
      label: 'Start next festival…',
      icon: CalendarIcon,
      disabled: true,
      title: 'Publish a current festival year in Settings first.',
    }
  }
  const close = () => {
    setOpen(false)
    onComplete()
  }
  return {
    label: `Start festival ${currentYear + 1}…`,
    icon: CalendarIcon,
    title: `Create the ${currentYear + 1} festival and carry this year's sites forward as drafts`,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: `Start festival ${currentYear + 1}`,
      width: 'medium',
      onClose: close,
      content: <RolloverDialog currentYear={currentYear} onDone={close} />,
    },
  }
}
StartFestivalAction.displayName = 'StartFestivalAction'
