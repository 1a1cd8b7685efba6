import http from 'node:http'

type Emit = (this: http.Server, event: string, ...args: unknown[]) => boolean
const INSTALLED = Symbol.for('courtier.methodHook')

/** The methods the app answers; the others get 405 before Next.js (issue 27: TRACE answered 500 on every path). */
export const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const answered = new Set(ANSWERED_METHODS)

/**
 * Next.js turns each request into a fetch `Request`, which cannot carry TRACE or TRACK (they throw:
 * a 500 on every path, the proxy's included, which never runs). This hook, first on every request of
 * this process's HTTP servers, answers any method outside ANSWERED_METHODS with 405 and `Allow`.
 */
export function installMethodHook(): () => void {
  // @types/node types emit as per-event overloads; the hook wraps it as one function and marks the prototype.
  const proto = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return () => {}
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (event, ...args) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      if (!answered.has(req.method ?? '')) {
        req.resume()
        res.writeHead(405, {
          allow: ANSWERED_METHODS.join(', '),
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        res.end('Méthode non permise. / Method not allowed.\n')
        return true
      }
    }
    return emit.call(this, event, ...args)
  }
  /** Remove the hook (tests). */
  return () => {
    proto.emit = emit
    delete proto[INSTALLED]
  }
}
