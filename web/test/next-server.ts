import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

// Starts the production build with `next start` on a free loopback port for the integration
// tests, and stops it (by its process id) when they finish.

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function startNext(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const web = path.resolve(import.meta.dirname, '..')
  const child = spawn(process.execPath, [path.join(web, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: web,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error(`next start did not answer within 60 s:\n${output}`)
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const child = await startNext(port)
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  return () => stop(child)
}
