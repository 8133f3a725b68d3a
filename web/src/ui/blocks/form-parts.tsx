import type { ReactNode } from 'react'
import { HONEYPOT_FIELD, type FormResult } from '@/visitors/forms/result'
import styles from './blocks.module.css'

// Pieces both forms share: a labelled field with its message beside it (aria-invalid and
// aria-describedby point at it), the honeypot, and the status line.

export function Field({
  id,
  name,
  label,
  hint,
  result,
  children,
}: {
  id: string
  name: string
  label: string
  hint?: string
  result: FormResult
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string; defaultValue: string }) => ReactNode
}) {
  const error = result.fields?.[name]
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        defaultValue: result.values?.[name] ?? '',
      })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Hidden from people (off-screen, out of the tab order, unlabelled for screen readers); bots fill it. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export function FormStatus({ result, pending }: { result: FormResult; pending: boolean }) {
  if (pending)
    return (
      <p role="status" className="visually-hidden">
        Sending…
      </p>
    )
  if (result.outcome === 'idle') return <p role="status" className="visually-hidden" />
  return (
    <p
      role={result.outcome === 'success' ? 'status' : 'alert'}
      className="form-status"
      data-kind={result.outcome === 'success' ? 'ok' : 'error'}
      data-outcome={result.outcome}
    >
      {result.message}
    </p>
  )
}
