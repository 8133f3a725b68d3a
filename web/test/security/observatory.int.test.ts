import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTlsFront, type TlsFront } from './tls-front'

// Mozilla's HTTP Observatory scanner against the production server behind a local TLS front, as
// it would scan the deployed site. The grade is printed and recorded in docs/operations.md
// ("Reliability"). Every test but the content security policy's must pass; that one loses its 20
// points to 'unsafe-inline' in script-src, which static pages need (docs/decisions.md), and to
// nothing else.

const run = promisify(execFile)
const WEB = path.resolve(import.meta.dirname, '../..')

interface ObservatoryTest {
  pass: boolean
  result: string
  scoreModifier: number
}
interface Scan {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }
  tests: Record<string, ObservatoryTest>
}

let front: TlsFront
let dir: string
let result: Scan

beforeAll(async () => {
  front = await startTlsFront(inject('baseURL'))
  dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-observatory-'))
  const certificate = path.join(dir, 'front.pem')
  writeFileSync(certificate, front.certificate)
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'observatory-scan.mts'), front.host], {
    cwd: WEB,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    timeout: 60_000,
  })
  result = JSON.parse(stdout) as Scan
  const failed = Object.entries(result.tests).filter(([, t]) => !t.pass)
  console.log(
    `HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed` +
      (failed.length ? `; not passed: ${failed.map(([name, t]) => `${name} (${t.result}, ${t.scoreModifier})`).join(', ')}` : ''),
  )
}, 90_000)

afterAll(async () => {
  await front?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('Mozilla HTTP Observatory, behind TLS', () => {
  it('passes every test but the policy’s inline scripts: HSTS, redirection, nosniff, framing, referrer, cookies, SRI', () => {
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`)
    expect(failed).toEqual(['content-security-policy: csp-implemented-with-unsafe-inline'])
    expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months')
    expect(result.tests['redirection']?.result).toBe('redirection-to-https')
    expect(result.tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp')
  })

  it('grades the site B+ (80): the policy’s 20 points are the only ones lost', () => {
    expect(result.scan.score).toBe(80)
    expect(result.scan.grade).toBe('B+')
  })
})
