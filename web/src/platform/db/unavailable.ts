// When the app database cannot be reached — down, refusing connections, too slow, its file
// unopenable — what needs it (sign-in, My OHC, itineraries, reservations) answers 503 with this
// message instead of a bare 500; the public pages never need it.

export const DATABASE_UNAVAILABLE_MESSAGE = 'Accounts are unavailable just now — please try again in a few minutes.'

/** Thrown where the database itself could not be opened (a SQLite file in a folder that cannot exist). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

// A connection that could not be made or was lost, and a wait that ran out: the node-postgres
// and network errors of an outage. Statement errors (a broken constraint, bad SQL) are not here:
// they stay 500s, as bugs should.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]
// SQLSTATE: connection exceptions (08…), insufficient resources (53…: too many connections, disk
// full), an administrator or a crash ending the session (57P01-03), a statement cancelled by its
// time limit (57014).
const POSTGRES_STATES = /^(?:08\w{3}|53\w{3}|57P0[123]|57014)$/
const SQLITE_CODES = /^SQLITE_(?:BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/

function isOutageError(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  const code: unknown = Reflect.get(error, 'code')
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code))) return true
  const message: unknown = Reflect.get(error, 'message')
  return typeof message === 'string' && POSTGRES_MESSAGES.some((known) => message.startsWith(known))
}

/** Whether `error`, or an error it wraps (better-auth wraps the driver's), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (isOutageError(current)) return true
    current = Reflect.get(current, 'cause')
  }
  return false
}
