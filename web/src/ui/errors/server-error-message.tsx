import styles from './errors.module.css'
import Link from '../link'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// The error page's content: "Internal Server Error" with the status, 500 unless the
// error carries another one. Rendered by the error boundaries, which are client components.

export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500
  for (const key of ['status', 'statusCode']) {
    const value: unknown = Reflect.get(error, key)
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value
  }
  return 500
}

export function ServerErrorMessage({ error, retry }: { error: unknown; retry?: () => void }) {
  const status = errorStatus(error)
  const digest = typeof error === 'object' && error !== null ? Reflect.get(error, 'digest') : undefined
  return (
    <div className={styles.page} data-template="error">
      <p className="eyebrow">Error {status}</p>
      <h1>{status >= 500 ? 'Internal Server Error' : 'Something Went Wrong'}</h1>
      <p className="lede">{SERVER_FAULT}</p>
      {typeof digest === 'string' ? <p className="muted">Reference: {digest}</p> : null}
      <p className={`cluster ${styles.actions}`}>
        {retry ? (
          <button type="button" className="button" onClick={() => retry()}>
            Try again
          </button>
        ) : null}
        {/* After an error, a full load starts the page afresh. */}
        <Link className="button secondary" href="/">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
