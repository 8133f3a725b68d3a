// The types of nginx.mjs (set-up is plain JavaScript: it runs before anything is installed), for
// the tests that put nginx in front of the site.

export const SITE_TEMPLATE: string

export interface RunningNginx {
  url: string
  port: number
  /** nginx's own folder: its config, cache and temporary files. */
  dir: string
  /** Ends nginx (by its process) and removes its folder. */
  stop(): Promise<void>
  /** What nginx has written to stderr so far. */
  output(): string
}

export function findNginx(): string | undefined
export function ensureNginx(): string
export function renderSiteConfig(values: { upstreams: string[]; listen: string; cacheDir: string }): string
export function gzipLines(): string[]
export function freePort(): Promise<number>
export function startNginx(options: {
  nginx?: string
  upstreams: string[]
  port?: number
  workers?: number | 'auto'
  extra?: string
}): Promise<RunningNginx>
