import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { environmentSchema, readConfig } from './config'
import { DEFAULT_EMAIL_FROM } from './env/email'
import { repoRoot } from './env/read'

describe('readConfig', () => {
  it('runs on the embedded defaults when nothing is set', () => {
    const config = readConfig({})
    expect(config.site.url.href).toBe('http://localhost:3000/')
    expect(config.site.internalOrigin).toBe('http://127.0.0.1:3000')
    expect(config.content).toEqual({ kind: 'local', datasetFile: path.join(repoRoot(), 'data/demo/dataset.ndjson') })
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(repoRoot(), 'data/app.sqlite'), timeoutMs: 5000 })
    expect(config.email).toEqual({
      resendApiKey: undefined,
      resendBaseUrl: undefined,
      timeoutMs: 5000,
      from: DEFAULT_EMAIL_FROM,
      outboxDir: path.join(repoRoot(), 'data/outbox'),
    })
    expect(config.studio).toEqual({ projectId: 'ohcdemo1', dataset: 'production' })
    expect(config.frame).toEqual({ studioOrigin: undefined, origins: [], originsProblem: undefined })
    expect(config.webhook).toEqual({ revalidateSecret: undefined, waitForConsistency: true })
  })

  it('treats a blank value (as copied from .env.example) as unset, and trims the rest', () => {
    const blank = readConfig({ SANITY_PROJECT_ID: '', OHC_SITE_URL: '  ', PORT: ' ', RESEND_API_KEY: '', OHC_OUTBOX_DIR: '' })
    expect(blank.content.kind).toBe('local')
    expect(blank.site.url.href).toBe('http://localhost:3000/')
    expect(blank.email.resendApiKey).toBeUndefined()
    expect(blank.email.outboxDir).toBe(path.join(repoRoot(), 'data/outbox'))
    expect(readConfig({ RESEND_API_KEY: ' re_123 ', OHC_INTERNAL_URL: ' http://10.0.0.5:3000 ' })).toMatchObject({
      email: { resendApiKey: 're_123' },
      site: { internalOrigin: 'http://10.0.0.5:3000' },
    })
  })

  it('reads a Content Lake project with its defaults', () => {
    expect(readConfig({ SANITY_PROJECT_ID: 'abc123' }).content).toEqual({
      kind: 'lake',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-10-01',
      token: undefined,
      apiHost: undefined,
      timeoutMs: 3000,
    })
    expect(readConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_API_TIMEOUT_MS: ' 1500 ' }).content).toMatchObject({ timeoutMs: 1500 })
  })

  it('names the variable when a value is invalid', () => {
    expect(() => readConfig({ SANITY_PROJECT_ID: 'Not An Id' }).content).toThrow(/^Invalid content configuration: SANITY_PROJECT_ID: /)
    expect(() => readConfig({ SANITY_API_HOST: 'not a url' }).content).toThrow(/SANITY_API_HOST/)
    expect(() => readConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_API_TIMEOUT_MS: '3s' }).content).toThrow(
      /SANITY_API_TIMEOUT_MS: must be a whole number of milliseconds/,
    )
    expect(() => readConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_API_TIMEOUT_MS: '0' }).content).toThrow(
      /SANITY_API_TIMEOUT_MS: must be at least 100/,
    )
    expect(() => readConfig({ OHC_SECURE_COOKIES: 'yes' }).auth).toThrow(/^Invalid auth configuration: OHC_SECURE_COOKIES: /)
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/ohc' }).database).toThrow(/DATABASE_URL: the scheme "mysql" is not supported/)
  })

  it('fails only the section that is wrong: a bad DATABASE_URL leaves content and the site readable', () => {
    const config = readConfig({ DATABASE_URL: 'mysql://db/ohc', OHC_SITE_URL: 'https://openhousechicago.org' })
    expect(() => config.database).toThrow()
    expect(config.content.kind).toBe('local')
    expect(config.site.url.origin).toBe('https://openhousechicago.org')
  })

  it('keeps a bad OHC_FRAME_ORIGINS as a problem to log, never an error', () => {
    const { frame } = readConfig({ OHC_FRAME_ORIGINS: 'https://ok.example, *', SANITY_STUDIO_URL: 'https://ohc.sanity.studio/desk' })
    expect(frame.origins).toEqual([])
    expect(frame.originsProblem).toMatch(/OHC_FRAME_ORIGINS: "\*"/)
    expect(frame.studioOrigin).toBe('https://ohc.sanity.studio')
  })

  it('sees a changed value on the next read', () => {
    const env: Record<string, string> = { OHC_SITE_URL: 'https://a.example' }
    const config = readConfig(env)
    expect(config.site.url.origin).toBe('https://a.example')
    env.OHC_SITE_URL = 'https://b.example'
    expect(config.site.url.origin).toBe('https://b.example')
  })
})

describe('.env.example', () => {
  // Set by the tools and platforms that run the app, not by whoever deploys it.
  const setByTools = new Set(['NODE_ENV', 'NEXT_PHASE', 'INIT_CWD', 'VERCEL'])

  it('lists every variable the web app reads', () => {
    const example = readFileSync(path.join(repoRoot(), '.env.example'), 'utf8')
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]))
    const missing = Object.keys(environmentSchema.shape).filter((name) => !setByTools.has(name) && !listed.has(name))
    expect(missing).toEqual([])
  })
})
