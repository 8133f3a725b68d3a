'use client'

import { useState, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import styles from './host.module.css'

// A value the host types (a line in minutes, the last entry's time) and a Report button: the
// field is emptied once reported, so the next report starts clean.

interface Field {
  required: true
  value: string
  onChange: (event: { target: { value: string } }) => void
}

export function TapForm({
  label,
  onReport,
  children,
}: {
  label: string
  onReport: (value: string) => void
  children: (field: Field) => ReactNode
}) {
  const [value, setValue] = useState('')
  const t = useTranslations('host')
  return (
    <form
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault()
        onReport(value)
        setValue('')
      }}
    >
      <label>
        {label}
        {children({ required: true, value, onChange: (event) => setValue(event.target.value) })}
      </label>
      <button type="submit" className={styles.tap}>
        {t('report')}
      </button>
    </form>
  )
}
