import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The proxying the compose deployment ships; run here as is. */
export const SHIPPED_PROXY_CONF = fileURLToPath(new URL('../../../deploy/nginx/intake-proxy.conf', import.meta.url));

export interface NginxProxy {
  url: string;
  /** Fast shutdown, then its folder goes. */
  stop(): Promise<void>;
}

/**
 * Debian's nginx as a foreground child with a generated main configuration in a folder of its
 * own: the upstream names the replicas' ports (compose finds them through Docker's DNS instead),
 * and the server block includes the shipped intake-proxy.conf.
 */
export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<NginxProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'intake-nginx-'));
  // Its workers run as `nobody` when started by root: they write request bodies under here.
  await chmod(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, sub));
    await chmod(path.join(dir, sub), 0o777);
  }
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream intake_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    include ${SHIPPED_PROXY_CONF};
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => void (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (log += d.toString()));
  for (const stream of [child, child.stdout!, child.stderr!]) stream.on('error', (err: Error) => void (log += `\n[nginx: ${err.message}]\n`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  // Up once it answers at all (the replicas may still be starting: 502 is fine here).
  while (
    !(await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const errors = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${log}\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
