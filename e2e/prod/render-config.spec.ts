/** docker/web/render-config.sh, the web image's start: a container with a bad environment refuses to start, saying why. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { missingCommand, PATH, RENDER_SCRIPT, ROOT, TEMPLATE_DIR } from './support/stack';

test('render-config.sh writes remotes.json and the CSP from REMOTE_URL_*, and refuses a bad environment', async () => {
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
    const shell = {
      APP_ROLE: 'shell',
      API_UPSTREAM: 'http://api:4000',
      REMOTE_URL_MF_CATALOG: 'https://catalog.example.in/v2/mf-manifest.json',
      REMOTE_URL_MF_ACCOUNT: 'http://localhost:3003/mf-manifest.json',
    };
    expect(await render(shell)).toBe('');
    expect(JSON.parse(await readFile(path.join(runtimeDir, 'remotes.json'), 'utf8'))).toEqual({
      mf_account: 'http://localhost:3003/mf-manifest.json',
      mf_catalog: 'https://catalog.example.in/v2/mf-manifest.json',
    });
    const headers = await readFile(path.join(runtimeDir, 'security-headers.conf'), 'utf8');
    expect(headers).toContain("script-src 'self' http://localhost:3003 https://catalog.example.in;");
    const site = await readFile(path.join(runtimeDir, 'site.conf'), 'utf8');
    expect(site).toContain('proxy_pass http://api:4000$api_request_uri;');
    expect(await readFile(path.join(runtimeDir, 'nginx.conf'), 'utf8')).toContain('resolver 127.0.0.11 valid=10s');

    expect(await render({ ...shell, API_UPSTREAM: '' })).toContain('API_UPSTREAM must be an address');
    expect(await render({ ...shell, REMOTE_URL_MF_CATALOG: 'catalog:3001' })).toContain(
      'REMOTE_URL_MF_CATALOG is not an http(s) URL',
    );
    expect(await render({ APP_ROLE: 'shell', API_UPSTREAM: 'http://api:4000' })).toContain('no REMOTE_URL_<NAME> set');
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
