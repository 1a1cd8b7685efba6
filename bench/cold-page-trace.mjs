// Preloaded into the server by bench/cold-page.mjs (NODE_OPTIONS=--import): one line per request the HTTP server
// receives, the visitor's (tagged by the bench's x-bench-visit header) and the app's own loopback requests alike.
import http from 'node:http'

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') {
    const [req] = args
    const visit = req.headers['x-bench-visit']
    process.stdout.write(`[inbound] ${visit ? `visit=${visit}` : 'loopback'} ${req.method} ${req.url}\n`)
  }
  return emit.call(this, event, ...args)
}
