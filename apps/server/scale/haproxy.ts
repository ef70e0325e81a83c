import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * HAProxy from Debian in front of the copies. Installed with apt-get when missing and this
 * process is root; otherwise the error says what to run.
 */
export const ensureHaproxy = (log: (message: string) => void): string => {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  if (process.getuid?.() !== 0)
    throw new Error(
      'haproxy is not installed: run `sudo apt-get install -y haproxy` (Debian), then again',
    );
  log('installing haproxy (apt-get install -y haproxy)');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get install -y haproxy || (apt-get update && apt-get install -y haproxy)'],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  if (install.status !== 0) throw new Error('apt-get install -y haproxy failed');
  return ensureHaproxy(log);
};

export interface Backend {
  name: string;
  port: number;
}

/**
 * Plain HTTP goes round robin, request by request (the copies are stateless); a WebSocket
 * upgrade goes to the backend named by its `scale_ws` cookie, the one the balancer set on the
 * first upgrade, so that a socket comes back to its copy while that lives (`redispatch`: to
 * another when it is down). Health checks take a dead copy out within 1.5 s (a busy one, slow to answer, stays in). A request
 * that names a copy in `x-scale-copy` goes there: the test's way to act through a chosen
 * copy. Every answer names the copy that served it in `x-served-by`.
 */
export const haproxyConfig = (port: number, backends: readonly Backend[]): string => {
  const servers = (cookie: boolean) =>
    backends
      .map(
        (b) =>
          `  server ${b.name} 127.0.0.1:${b.port} check inter 500 fall 3 rise 2${cookie ? ` cookie ${b.name}` : ''}`,
      )
      .join('\n');
  const pins = backends
    .map((b) => `  use-server ${b.name} if { req.hdr(x-scale-copy) -m str ${b.name} }`)
    .join('\n');
  return `global
  # Two descriptors a connection (client and copy) within the default limit of 20,000 files.
  maxconn 9000
  log stdout format raw local0 err

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 3s
  option redispatch
  retries 2

frontend api
  bind 127.0.0.1:${port}
  option forwardfor
  acl websocket hdr(upgrade) -i websocket
  use_backend sockets if websocket
  default_backend copies

backend copies
  balance roundrobin
  option httpchk GET /api/v1/health/live
  http-response set-header x-served-by %s
${pins}
${servers(false)}

backend sockets
  balance roundrobin
  option httpchk GET /api/v1/health/live
  cookie scale_ws insert indirect nocache
  http-response set-header x-served-by %s
${servers(true)}
`;
};

export const startHaproxy = (
  binary: string,
  directory: string,
  port: number,
  backends: readonly Backend[],
): ChildProcess => {
  const file = path.join(directory, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, backends));
  const check = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy config refused:\n${check.stdout}${check.stderr}`);
  // -db: stay in the foreground, so that killing this child ends the balancer.
  return spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
};
