// The part of autocannon's programmatic API the load test uses (the package ships no types).

declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface BuiltRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  export interface RequestSpec {
    /** Called before every request of a connection; `context` travels with it to onResponse. */
    setupRequest?: (request: BuiltRequest, context: Record<string, unknown>) => BuiltRequest
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }

  export interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    pipelining?: number
    requests?: RequestSpec[]
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    resets: number
    mismatches: number
    requests: { average: number; total: number }
  }

  export interface Instance extends EventEmitter {
    stop(): void
  }

  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance
}
