import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { formPostResponse } from './form-post'
import { FORM_POST_MAX_BYTES } from '@/platform/body-limits'

const post = (body: string, headers: Record<string, string>) =>
  new NextRequest('http://127.0.0.1/test', {
    method: 'POST',
    body,
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
  })

const multipart = (fields: [string, string][], boundary = 'b0undary') => ({
  body:
    fields.map(([n, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`,
  type: `multipart/form-data; boundary=${boundary}`,
})

describe('formPostResponse', () => {
  it('lets a well-formed form post and action call through', async () => {
    const form = multipart([
      ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'],
      ['$ACTION_1:1', '[{"attempt":0}]'],
      ['email', 'a@b.org'],
    ])
    expect(await formPostResponse(post(form.body, { 'content-type': form.type }))).toBeUndefined()
    expect(await formPostResponse(post('["$K1"]', { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'abc' }))).toBeUndefined()
    expect(await formPostResponse(post('q=1', { 'content-type': 'application/x-www-form-urlencoded' }))).toBeUndefined()
  })

  it('refuses a multipart body without its boundary, or with an altered action field, with 400', async () => {
    const form = multipart([['email', 'a@b.org']])
    expect((await formPostResponse(post(form.body, { 'content-type': 'multipart/form-data' })))?.status).toBe(400)
    const altered = multipart([['$ACTION_1:1', 'not json']])
    expect((await formPostResponse(post(altered.body, { 'content-type': altered.type })))?.status).toBe(400)
    const meta: [string, string] = ['$ACTION_2:0', '{"id":"abc","bound":"$@1"}']
    for (const fields of [[meta, ['$ACTION_2:1', 'null']], [meta]] as [string, string][][]) {
      const form = multipart(fields)
      expect((await formPostResponse(post(form.body, { 'content-type': form.type })))?.status, JSON.stringify(fields)).toBe(400)
    }
    const intact = multipart([meta, ['$ACTION_2:1', '[{"attempt":0}]']])
    expect(await formPostResponse(post(intact.body, { 'content-type': intact.type }))).toBeUndefined()
  })

  it('refuses an action call whose text is not JSON, or nested beyond parsing', async () => {
    expect((await formPostResponse(post('\u0000\u0001binary', { 'content-type': 'text/plain', 'next-action': 'abc' })))?.status).toBe(400)
    const deep = '['.repeat(200_000) + ']'.repeat(200_000)
    expect((await formPostResponse(post(deep, { 'content-type': 'text/plain', 'next-action': 'abc' })))?.status).toBe(400)
  })

  it('refuses a body over the actions’ limit with 413', async () => {
    const big = 'x'.repeat(FORM_POST_MAX_BYTES + 1)
    expect((await formPostResponse(post(big, { 'content-type': 'text/plain', 'next-action': 'abc' })))?.status).toBe(413)
  })
})
