/** docker/web/render-config.sh, the web image's start: a container with a bad environment refuses to start, saying why. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { missingCommand, PATH, RENDER_SCRIPT, ROOT, TEMPLATE_DIR } from './support/stack';

test("render-config.sh sends the shell's non-file requests to the site server, and refuses a bad environment", async () => {
  test.skip(Boolean(missingCommand(['envsubst'])), 'envsubst is not installed (Debian: gettext-base)');
  const runtimeDir = await mkdtemp(path.join(tmpdir(), 'store-render-'));
  const base = {
    PATH,
    NGINX_RUNTIME_DIR: runtimeDir,
    NGINX_TEMPLATE_DIR: TEMPLATE_DIR,
    WEB_ROOT: path.join(ROOT, 'docker'),
    NGINX_RESOLVER: '127.0.0.11',
  };
  const render = (env: Record<string, string>) =>
    promisify(execFile)('sh', [RENDER_SCRIPT], { env: { ...base, ...env } }).then(
      () => '',
      (error: { stderr: string }) => error.stderr,
    );
  try {
    const shell = { APP_ROLE: 'shell', API_UPSTREAM: 'http://api:4000', SITE_UPSTREAM: 'http://shell-ssr:8081' };
    expect(await render(shell)).toBe('');
    const site = await readFile(path.join(runtimeDir, 'site.conf'), 'utf8');
    expect(site).toContain('proxy_pass http://api:4000$api_request_uri;');
    expect(site).toContain('try_files $uri @site;');
    expect(site).toContain('proxy_pass http://shell-ssr:8081;');
    // The client's address as nginx saw it, never appended to what the request claimed.
    expect(await readFile(path.join(runtimeDir, 'proxy.conf'), 'utf8')).toContain(
      'proxy_set_header X-Forwarded-For $remote_addr;',
    );
    expect(await readFile(path.join(runtimeDir, 'site-proxy.conf'), 'utf8')).toContain(
      'proxy_set_header X-Forwarded-For $remote_addr;',
    );
    expect(await readFile(path.join(runtimeDir, 'nginx.conf'), 'utf8')).toContain('resolver 127.0.0.11 valid=10s');

    expect(await render({ ...shell, API_UPSTREAM: '' })).toContain('API_UPSTREAM must be an address');
    expect(await render({ ...shell, SITE_UPSTREAM: 'shell-ssr:8081' })).toContain(
      "SITE_UPSTREAM must be the site server's address",
    );
    expect(await render({ APP_ROLE: 'shell', API_UPSTREAM: 'http://api:4000' })).toContain('SITE_UPSTREAM must be');
    expect(await render({ APP_ROLE: 'remote' })).toContain('SHELL_ORIGIN must name the shell');
    expect(await render({ APP_ROLE: 'remote', SHELL_ORIGIN: 'http://shop.example.in/home' })).toContain(
      'which is not an origin',
    );
    expect(await render({ APP_ROLE: 'remote', SHELL_ORIGIN: 'https://shop.example.in, http://localhost:3000' })).toBe(
      '',
    );
    const cors = await readFile(path.join(runtimeDir, 'nginx.conf'), 'utf8');
    expect(cors).toContain('"https://shop.example.in" $http_origin;');
    expect(cors).toContain('"http://localhost:3000" $http_origin;');
    expect(await render({ APP_ROLE: 'admin' })).toContain("APP_ROLE must be 'shell' or 'remote'");
  } finally {
    await rm(runtimeDir, { recursive: true, force: true });
  }
});
