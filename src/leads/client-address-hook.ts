import http from 'node:http'
import { clientAddress, trustedProxies } from './client-address'

type Emit = (this: http.Server, event: string, ...args: unknown[]) => boolean
const INSTALLED = Symbol.for('courtier.clientAddressHook')

/**
 * Route handlers never see the socket, and Next.js copies the socket address into
 * X-Forwarded-For only when the client did not send one. This hook runs first on every request of
 * this process's HTTP servers and replaces X-Forwarded-For by the one address we trust (socket, or
 * the hop written by the outermost of TRUSTED_PROXIES proxies), so whatever reads it downstream
 * (the lead rate limit, the stored ip) gets an address the client did not choose.
 */
export function installClientAddressHook(trusted = trustedProxies()): () => void {
  // @types/node types emit as per-event overloads; the hook wraps it as one function and marks the prototype.
  const proto = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return () => {}
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (event, ...args) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage
      const address = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], trusted)
      if (address) req.headers['x-forwarded-for'] = address
      else delete req.headers['x-forwarded-for']
      delete req.headers['x-real-ip']
    }
    return emit.call(this, event, ...args)
  }
  /** Remove the hook (tests). */
  return () => {
    proto.emit = emit
    delete proto[INSTALLED]
  }
}
