// A real load balancer in front of several instances: Debian's nginx, started in the foreground with a config of the
// test's own (its own prefix, pid file, temp folders and port).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: string[]): Promise<LoadBalancer> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install -y nginx)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-fault-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((u) => `    server ${u.replace(/^http:\/\//, '')} max_fails=1 fail_timeout=5s;`).join('\n');
  // 503 means the instance is draining and did not take the request (server/plugins/drain.ts): safe to try the next
  // one. A POST that failed mid-flight is not retried (nginx's default for non-idempotent requests): it was not
  // acknowledged, and retrying it could write twice.
  const conf = `
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream picket {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://picket;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/api/ping`);
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
