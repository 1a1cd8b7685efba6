import net from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP relay on 127.0.0.1 to a real server (Redis) that a test can cut and restore: an outage and a
 * recovery of that server as the app's clients see them, without stopping the machine's server.
 */
export async function startCuttableRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server
  let port = 0
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
          s.on('close', () => {
            sockets.delete(s)
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream)
        upstream.pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port
        resolve()
      })
    })
  await open()
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Refuse new connections and drop the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
    restore: open,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
