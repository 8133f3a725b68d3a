import type { Kysely } from 'kysely'
import type { Database } from './schema'

// better-auth's own tables, as far as our code reads them (the export, membership). better-auth
// creates and owns them; these types only describe the columns we select. Booleans come back as
// 0/1 from SQLite and as booleans from PostgreSQL; dates as text or Date: see the helpers below.

export type AuthUserTable = {
  id: string
  name: string
  email: string
  emailVerified: boolean | number
  image: string | null
  /** The language of the member's emails (visitors/auth/language.ts); null until chosen. */
  language: string | null
  createdAt: string | Date
  updatedAt: string | Date
}

export type AuthSessionTable = {
  id: string
  userId: string
  token: string
  expiresAt: string | Date
  ipAddress: string | null
  userAgent: string | null
  createdAt: string | Date
  updatedAt: string | Date
}

export type AuthTables = {
  user: AuthUserTable
  session: AuthSessionTable
}

export const withAuthTables = (db: Kysely<Database>) => db.withTables<AuthTables>()

export const isTrue = (value: unknown) => value === true || value === 1 || value === '1'

/** An ISO timestamp from either database's representation (SQLite may hold text or epoch ms). */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
