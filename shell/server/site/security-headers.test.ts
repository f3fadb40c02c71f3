/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { START_AFTER_PAINT } from '../start-after-paint';
import { contentSecurityPolicy, FILE_POLICY, policyFor, securityHeaders } from './security-headers';

const slices = {
  mf_catalog: {
    browser: 'https://catalog.example.in/v2/mf-manifest.json',
    server: 'http://mf-catalog:8080/mf-manifest.json',
  },
  mf_cart_checkout: {
    browser: 'https://cart.example.in/mf-manifest.json',
    server: 'https://cart.example.in/mf-manifest.json',
  },
  mf_account: {
    browser: 'https://cart.example.in/account/mf-manifest.json',
    server: 'https://cart.example.in/account/mf-manifest.json',
  },
  mf_admin: { browser: 'http://localhost:3004/mf-manifest.json', server: 'http://localhost:3004/mf-manifest.json' },
};
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the security headers', () => {
  it('let pages load scripts only from the site and the slices as browsers reach them, and run inline only their starter', () => {
    const csp = contentSecurityPolicy({ slices, devSlices: [], apiPublicOrigin: null });
    const starter = createHash('sha256').update(START_AFTER_PAINT).digest('base64');
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' 'sha256-${starter}' https://catalog.example.in https://cart.example.in http://localhost:3004`,
    );
    expect(csp).not.toContain('mf-catalog:8080');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('add the API origin the browser may call directly, and in development eval and the slices’ reload sockets', () => {
    const csp = contentSecurityPolicy({
      slices,
      devSlices: ['mf_catalog', 'mf_cart_checkout', 'mf_account', 'mf_admin'],
      apiPublicOrigin: 'https://api.example.in',
    });
    expect(directive(csp, 'connect-src')).toContain('https://api.example.in');
    expect(directive(csp, 'connect-src')).toContain('ws://localhost:3004');
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
  });

  it('with one slice on its development server, open its reload socket only, and no eval without one', () => {
    const oneSlice = contentSecurityPolicy({ slices, devSlices: ['mf_admin'], apiPublicOrigin: null });
    expect(directive(oneSlice, 'connect-src')).toContain('ws://localhost:3004');
    expect(directive(oneSlice, 'connect-src')).not.toContain('wss://catalog.example.in');
    expect(directive(oneSlice, 'script-src')).toContain("'unsafe-eval'");
    const none = contentSecurityPolicy({ slices, devSlices: [], apiPublicOrigin: null });
    expect(none).not.toContain('ws://');
    expect(none).not.toContain("'unsafe-eval'");
  });

  it("add a preview's dev server (scripts, styles, connections, its reload socket, eval) to that page's policy alone", () => {
    const site = contentSecurityPolicy({ slices, devSlices: [], apiPublicOrigin: null });
    const preview = contentSecurityPolicy({ slices, devSlices: [], apiPublicOrigin: null }, ['http://localhost:5301']);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(directive(preview, name)).toContain('http://localhost:5301');
      expect(directive(site, name)).not.toContain('http://localhost:5301');
    }
    expect(directive(preview, 'connect-src')).toContain('ws://localhost:5301');
    expect(directive(preview, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(site, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('send HSTS only over TLS', () => {
    expect(securityHeaders('x', false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('x', true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders('x', false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });

  it('give pages their policy and every other answer one where nothing runs', () => {
    expect(policyFor('/about', 'text/html; charset=utf-8', 'page policy')).toBe('page policy');
    for (const type of ['application/javascript; charset=utf-8', 'application/json', 'image/webp', undefined]) {
      expect(policyFor('/main.js', type, 'page policy')).toBe(FILE_POLICY);
    }
    expect(FILE_POLICY).toContain("default-src 'none'");
  });

  it('give everything under /releases/ the policy where nothing runs, HTML too', () => {
    expect(policyFor('/releases/mf_catalog/1.0.0-0123456789/index.html', 'text/html', 'page policy')).toBe(FILE_POLICY);
  });
});
