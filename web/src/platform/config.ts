import { z } from 'zod'
import { authSchema, readAuthConfig, type AuthConfig } from './env/auth'
import { contentSchema, readContentConfig, readStudioProject, readWebhookConfig, studioSchema, webhookSchema } from './env/content'
import type { ContentConfig, StudioProject, WebhookConfig } from './env/content'
import { databaseSchema, readDatabaseConfig, sqliteSchema, type DatabaseConfig } from './env/database'
import { doorSchema, readDoorConfig, type DoorConfig } from './env/door'
import { emailSchema, readEmailConfig, type EmailConfig } from './env/email'
import { frameSchema, readFrameConfig, type FrameConfig } from './env/frame'
import { jobsSchema, readJobsConfig, type JobsConfig } from './env/jobs'
import { proxySchema, readProxyConfig, type ProxyConfig } from './env/proxy'
import { readStaffConfig, staffSchema, type StaffConfig } from './env/staff'
import type { Env } from './env/read'
import { readRuntimeConfig, runtimeSchema, type RuntimeConfig } from './env/runtime'
import { readSiteConfig, siteSchema, type SiteConfig } from './env/site'

// The web app's one configuration module: every environment variable it reads (.env.example
// documents each), validated with zod by one "blank means unset" rule, each section in its file
// under env/. Code asks config(), the process's own; tests call readConfig(env) for another
// environment.

export type { AuthConfig, ContentConfig, DatabaseConfig, DoorConfig, EmailConfig, Env, FrameConfig, JobsConfig }
export type { ProxyConfig, RuntimeConfig, SiteConfig, StaffConfig, StudioProject, WebhookConfig }

export interface Config {
  readonly site: SiteConfig
  readonly auth: AuthConfig
  readonly database: DatabaseConfig
  readonly content: ContentConfig
  readonly studio: StudioProject
  readonly webhook: WebhookConfig
  readonly email: EmailConfig
  readonly frame: FrameConfig
  readonly runtime: RuntimeConfig
  readonly staff: StaffConfig
  readonly door: DoorConfig
  readonly jobs: JobsConfig
  readonly proxy: ProxyConfig
}

/** Every variable the web app reads (NEXT_PUBLIC_ ones excepted: Next inlines those into browser code). */
export const environmentSchema = z.object({
  ...contentSchema.shape,
  ...studioSchema.shape,
  ...webhookSchema.shape,
  ...databaseSchema.shape,
  ...siteSchema.shape,
  ...authSchema.shape,
  ...emailSchema.shape,
  ...frameSchema.shape,
  ...runtimeSchema.shape,
  ...staffSchema.shape,
  ...doorSchema.shape,
  ...jobsSchema.shape,
  ...proxySchema.shape,
})

/**
 * A section, validated on first use and kept while its variables keep their values (a test may
 * stub one; a server's never change), so each use costs a few lookups, not a zod parse. A failed
 * read throws again on the next use.
 */
function section<T>(env: Env, schemas: z.ZodObject[], read: (env: Env) => T): () => T {
  const names = schemas.flatMap((schema) => Object.keys(schema.shape))
  let kept: { values: string; section: T } | undefined
  return () => {
    const values = JSON.stringify(names.map((name) => env[name] ?? null))
    if (kept?.values !== values) kept = { values, section: read(env) }
    return kept.section
  }
}

/**
 * The configuration of `env`. Each section is validated when first used, not all at once: a bad
 * DATABASE_URL fails what needs the database (a clear 503, the CLIs' exit 1), never the public pages.
 */
export function readConfig(env: Env): Config {
  const site = section(env, [siteSchema], readSiteConfig)
  const auth = section(env, [siteSchema, authSchema, sqliteSchema], readAuthConfig)
  const database = section(env, [databaseSchema], readDatabaseConfig)
  const content = section(env, [contentSchema], readContentConfig)
  const studio = section(env, [contentSchema, studioSchema], readStudioProject)
  const webhook = section(env, [webhookSchema], readWebhookConfig)
  const email = section(env, [emailSchema], readEmailConfig)
  const frame = section(env, [frameSchema], readFrameConfig)
  const runtime = section(env, [runtimeSchema], readRuntimeConfig)
  const staff = section(env, [staffSchema, emailSchema], readStaffConfig)
  const door = section(env, [doorSchema], readDoorConfig)
  const jobs = section(env, [jobsSchema], readJobsConfig)
  const proxy = section(env, [proxySchema], readProxyConfig)
  return {
    get site() {
      return site()
    },
    get auth() {
      return auth()
    },
    get database() {
      return database()
    },
    get content() {
      return content()
    },
    get studio() {
      return studio()
    },
    get webhook() {
      return webhook()
    },
    get email() {
      return email()
    },
    get frame() {
      return frame()
    },
    get runtime() {
      return runtime()
    },
    get staff() {
      return staff()
    },
    get door() {
      return door()
    },
    get jobs() {
      return jobs()
    },
    get proxy() {
      return proxy()
    },
  }
}

let shared: Config | undefined

/** This process's configuration, from process.env (read as it is now: see section()). */
export function config(): Config {
  shared ??= readConfig(process.env)
  return shared
}

/** For the command-line tools: the database settings, or undefined after saying on stderr what is wrong. */
export function databaseConfigOrReport(): DatabaseConfig | undefined {
  try {
    return config().database
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return undefined
  }
}
