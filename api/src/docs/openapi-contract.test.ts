/**
 * The OpenAPI document is the API's contract: every operation says what it answers, the document
 * passes `redocly lint` (redocly.yaml), and a client generated from it type-checks calls against
 * the real routes (src/test/openapi-check.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT } from '../paths.js';
import type { OpenApiCheck } from '../test/openapi-check.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Operation = { operationId?: string; summary?: string; security?: unknown[]; responses?: object };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = (await t.request('GET', '/docs/json')).body;
  });
  afterAll(() => t.close());

  it('gives every operation a unique operationId, a summary, its security and its responses', () => {
    const operations = Object.entries(document.paths).flatMap(([url, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ where: `${method.toUpperCase()} ${url}`, op })),
    );
    const lacking = operations.flatMap(({ where, op }) => {
      const statuses = Object.keys(op.responses ?? {});
      const guarded = (op.security?.length ?? 0) > 0;
      return [
        !op.operationId && `${where}: no operationId`,
        !op.summary && `${where}: no summary`,
        !op.security && `${where}: no security`,
        !statuses.some((status) => status.startsWith('2')) && `${where}: no 2xx response`,
        !(statuses.includes('400') && statuses.includes('500')) && `${where}: no 400 or 500`,
        guarded && !statuses.includes('401') && `${where}: guarded without a 401`,
      ].filter(Boolean);
    });
    expect(lacking).toEqual([]);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
  });

  it('passes redocly lint without a problem, and types a client that accepts right calls and refuses wrong ones', async () => {
    const file = path.join(t.dataDir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(API_ROOT, 'src/test/openapi-check.ts'), file],
      { cwd: API_ROOT },
    );
    const result = JSON.parse(stdout) as OpenApiCheck;
    expect(result).toEqual({ lint: [], typeErrors: [] });
  });
});
