import { createServer, connect, type Server, type Socket } from 'node:net'

// A TCP proxy in front of a server (the app's PostgreSQL), for fault tests: it passes bytes on,
// refuses (drops every connection, open ones too), or delays every chunk both ways.

export type ProxyMode = 'pass' | 'refuse' | { delayMs: number }

export interface FaultProxy {
  port: number
  setMode(mode: ProxyMode): void
  close(): Promise<void>
}

export async function startFaultProxy(targetHost: string, targetPort: number): Promise<FaultProxy> {
  let mode: ProxyMode = 'pass'
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (typeof mode !== 'object') return void to.write(chunk)
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!to.destroyed) to.write(chunk)
      }, mode.delayMs)
      timers.add(timer)
    })

  const server: Server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy()
    const upstream = connect(targetPort, targetHost)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => socket.destroy())
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    forward(client, upstream)
    forward(upstream, client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    setMode(next) {
      // Connections opened under a delay would get their late bytes after the new ones: they
      // end with it, as they would on a network that broke.
      const ending = next === 'refuse' || typeof mode === 'object'
      mode = next
      if (!ending) return
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
