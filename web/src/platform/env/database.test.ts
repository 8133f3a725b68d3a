import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './read'
import { DEFAULT_SQLITE_FILE, describeDatabase, readDatabaseConfig } from './database'

describe('readDatabaseConfig', () => {
  it('uses the SQLite file under data/ of the repository when nothing is set', () => {
    expect(readDatabaseConfig({})).toEqual({ kind: 'sqlite', file: path.join(repoRoot(), DEFAULT_SQLITE_FILE), timeoutMs: 5000 })
    expect(DEFAULT_SQLITE_FILE).toBe('data/app.sqlite')
  })

  it('treats an empty DATABASE_URL (as copied from .env.example) as unset', () => {
    expect(readDatabaseConfig({ DATABASE_URL: '', OHC_SQLITE_FILE: ' ' })).toEqual({
      kind: 'sqlite',
      file: path.join(repoRoot(), 'data/app.sqlite'),
      timeoutMs: 5000,
    })
  })

  it('takes OHC_SQLITE_FILE relative to the repository root, or absolute', () => {
    expect(readDatabaseConfig({ OHC_SQLITE_FILE: 'tmp/dev.sqlite' })).toEqual({
      kind: 'sqlite',
      file: path.join(repoRoot(), 'tmp/dev.sqlite'),
      timeoutMs: 5000,
    })
    expect(readDatabaseConfig({ OHC_SQLITE_FILE: '/var/lib/ohc/app.sqlite' })).toEqual({
      kind: 'sqlite',
      file: '/var/lib/ohc/app.sqlite',
      timeoutMs: 5000,
    })
  })

  it('chooses PostgreSQL for a postgres:// or postgresql:// URL, whatever OHC_SQLITE_FILE says', () => {
    const url = 'postgresql://ohc:pw@db.internal:5432/ohc?sslmode=require'
    expect(readDatabaseConfig({ DATABASE_URL: url, OHC_SQLITE_FILE: 'x.sqlite' })).toEqual({ kind: 'postgres', url, timeoutMs: 5000 })
    expect(readDatabaseConfig({ DATABASE_URL: 'postgres://localhost/ohc' })).toMatchObject({
      kind: 'postgres',
      url: 'postgres://localhost/ohc',
    })
  })

  it('takes how long to wait on the database from DATABASE_TIMEOUT_MS, in milliseconds', () => {
    expect(readDatabaseConfig({ DATABASE_TIMEOUT_MS: '2500' }).timeoutMs).toBe(2500)
    expect(() => readDatabaseConfig({ DATABASE_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_TIMEOUT_MS: must be a whole number of milliseconds/)
    expect(() => readDatabaseConfig({ DATABASE_TIMEOUT_MS: '600000' })).toThrow(/DATABASE_TIMEOUT_MS: must be at most 60000/)
  })

  it('refuses another scheme, naming it but never the password', () => {
    const read = () => readDatabaseConfig({ DATABASE_URL: 'mysql://ohc:hunter2@db.internal/ohc' })
    expect(read).toThrow(/DATABASE_URL[\s\S]*the scheme "mysql" is not supported; use a postgres:\/\/ or postgresql:\/\/ URL/)
    expect(read).not.toThrow(/hunter2/)
    expect(() => readDatabaseConfig({ DATABASE_URL: 'sqlite:./data/app.sqlite' })).toThrow(/scheme "sqlite" is not supported/)
  })

  it('refuses what is not a URL, or names no host', () => {
    expect(() => readDatabaseConfig({ DATABASE_URL: 'db.internal:5432/ohc' })).toThrow(/scheme "db.internal" is not supported/)
    expect(() => readDatabaseConfig({ DATABASE_URL: 'not a url' })).toThrow(/not a URL/)
    expect(() => readDatabaseConfig({ DATABASE_URL: 'postgresql:///ohc' })).toThrow(/names no host/)
  })
})

describe('describeDatabase', () => {
  it('names where the database is without its password', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgresql://ohc:hunter2@db.internal:6543/ohc' })).toBe(
      'PostgreSQL at db.internal:6543/ohc',
    )
    expect(describeDatabase({ kind: 'sqlite', file: '/srv/app.sqlite' })).toBe('SQLite file /srv/app.sqlite')
  })
})
