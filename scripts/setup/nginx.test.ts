// The nginx configuration operations.md documents is the one the tests and the bench run: the
// document holds the template as it is, and the template renders to a config nginx accepts.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findNginx, renderSiteConfig, SITE_TEMPLATE, startNginx } from './nginx.mjs'

const template = readFileSync(SITE_TEMPLATE, 'utf8')

describe('the nginx site template', () => {
  it('is shown in full in docs/operations.md', () => {
    const doc = readFileSync(path.join(path.dirname(SITE_TEMPLATE), 'operations.md'), 'utf8')
    expect(doc).toContain(`\`\`\`nginx\n${template}\`\`\``)
  })

  it('renders its three values and leaves no placeholder', () => {
    const config = renderSiteConfig({ upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], listen: '127.0.0.1:8080', cacheDir: '/tmp/c' })
    expect(config).toContain('server 127.0.0.1:3001;\n    server 127.0.0.1:3002;')
    expect(config).toContain('listen 127.0.0.1:8080;')
    expect(config).toContain('proxy_cache_path /tmp/c ')
    expect(config).not.toMatch(/\{\{/)
  })

  it.skipIf(!findNginx())('starts nginx, which answers 502 with no site behind it', async () => {
    const nginx = await startNginx({ upstreams: ['127.0.0.1:9', '127.0.0.1:19'] })
    try {
      const response = await fetch(`${nginx.url}/`)
      expect(response.status).toBe(502)
      expect(response.headers.get('x-cache-status')).toBe('MISS')
    } finally {
      await nginx.stop()
    }
  })
})
