// The scanner ships JavaScript with JSDoc types only; what the scan script uses of it.
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<{ scan: Record<string, unknown>; tests: Record<string, unknown> }>
}
