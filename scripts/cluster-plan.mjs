// Ports and nginx configuration of the local cluster (scripts/cluster.mjs).

/** nginx on `port` over every instance, the instances on the next ports, then nginx over the first alone, then the S3 server. */
export function clusterPlan({ instances = 2, port = 3320 } = {}) {
  const instancePorts = Array.from({ length: Math.max(1, instances) }, (_, i) => port + 1 + i)
  const singlePort = port + instancePorts.length + 1
  return { port, instancePorts, singlePort, s3Port: singlePort + 1 }
}

/**
 * Round robin with keep-alive to the instances; an instance that refuses connections or times out is
 * skipped for 5 s and the request goes to the next one, except a POST already sent (nginx does not
 * repeat non-idempotent requests): a lead is never posted twice by the balancer. The app counts nginx
 * as its one trusted proxy (TRUSTED_PROXIES=1) for the client address.
 */
export function nginxConfig(plan, prefix) {
  const upstream = (name, ports) => `
  upstream ${name} {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }`
  const server = (listen, name) => `
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 20m;
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`
  return `worker_processes 2;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${upstream('all_instances', plan.instancePorts)}
${upstream('first_instance', plan.instancePorts.slice(0, 1))}
${server(plan.port, 'all_instances')}
${server(plan.singlePort, 'first_instance')}
}
`
}
