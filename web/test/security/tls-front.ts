import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { generate } from 'selfsigned'

// A local TLS front for the production server, as a deployment would have one (a load balancer
// or Vercel's edge): HTTPS on one loopback port, passed on to the Next server over plain HTTP,
// and plain HTTP on the same port answered with a redirect to HTTPS. One port for both, because
// the Observatory scanner asks http://host and https://host at the same host:port.

export interface TlsFront {
  /** host:port, for URLs of both schemes. */
  host: string
  /** The front's self-signed certificate (PEM), for a client that is to trust it. */
  certificate: string
  close(): Promise<void>
}

const TLS_HANDSHAKE = 0x16

export async function startTlsFront(backend: string): Promise<TlsFront> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
    ],
  })
  const target = new URL(backend)

  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const inner = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    inner.on('error', () => response.writeHead(502).end())
    request.pipe(inner)
  }
  const secure = https.createServer({ key: pems.private, cert: pems.cert }, forward)
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { location: `https://${request.headers.host}${request.url}` }).end()
  })

  const front = net.createServer((socket) => {
    // Peek at the first byte without consuming it: a TLS handshake starts with 0x16.
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null
      if (!first) return socket.destroy()
      socket.unshift(first)
      ;(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
    })
    socket.on('error', () => socket.destroy())
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const address = front.address() as net.AddressInfo
  return {
    host: `localhost:${address.port}`,
    certificate: pems.cert,
    close: () =>
      new Promise((resolve) => {
        secure.closeAllConnections()
        plain.closeAllConnections()
        front.close(() => resolve())
      }),
  }
}
