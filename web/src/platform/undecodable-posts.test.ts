import { describe, expect, it } from 'vitest'
import { undecodablePost } from './undecodable-posts'

const post = (url: string, headers: Record<string, string>) => ({ method: 'POST', url, headers })

describe('undecodablePost', () => {
  it('refuses an action posted to an RSC payload’s address, and a multipart body without its boundary', () => {
    expect(undecodablePost(post('/iframe/.rsc', { 'next-action': 'abc', 'content-type': 'application/json' }))?.status).toBe(404)
    expect(undecodablePost(post('/sites.rsc?x=1', { 'next-action': 'abc' }))?.status).toBe(404)
    // A form posted without JavaScript is urlencoded: Next takes it for an action there too.
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const url of ['/neighborhoods/bridgeport.rsc', '/index.rsc', '/sites.segments/x.segment.rsc'])
      expect(undecodablePost(post(url, form))?.status, url).toBe(404)
    // The app icons are files: a form posted to a name that is not one would reach the 404 page.
    const wrongBoundary = { 'content-type': 'multipart/form-data; boundary=other' }
    // However the path spells it: Next resolves dot segments and repeated slashes before routing.
    const icons = [
      '/icons/x.svg?&&&',
      '/icons/192.png',
      '/../../../../icons/26e5aa840af6e95968dec3046096bfd2a5c176b9-1200x800.svg?q[]=1&q[]=2',
      '/.%2e/icons/x.svg',
      '/sites/%2e%2e/icons/x.svg',
      '//icons/x.svg',
      '/%69cons/x.svg',
    ]
    for (const url of icons) expect(undecodablePost(post(url, wrongBoundary))?.status, url).toBe(404)
    expect(undecodablePost(post('/.%2e/serwist/city-tours/bus', { 'content-type': 'multipart/form-data' }))?.status).toBe(400)
  })

  it('lets everything else through', () => {
    expect(undecodablePost(post('/sites', { 'next-action': 'abc', 'content-type': 'text/plain' }))).toBeUndefined()
    expect(undecodablePost(post('/contact', { 'content-type': 'multipart/form-data; boundary=b0undary' }))).toBeUndefined()
    expect(undecodablePost(post('/neighborhoods/bridgeport', { 'content-type': 'application/x-www-form-urlencoded' }))).toBeUndefined()
    expect(undecodablePost({ method: 'GET', url: '/iframe/.rsc', headers: { 'next-action': 'abc' } })).toBeUndefined()
    expect(undecodablePost(post('/sites/icons/x', { 'content-type': 'text/plain' }))).toBeUndefined()
    expect(undecodablePost(post('/%zz/icons', { 'content-type': 'text/plain' }))).toBeUndefined()
  })
})
