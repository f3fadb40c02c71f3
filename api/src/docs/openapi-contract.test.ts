/**
 * The OpenAPI document is the API's contract: every operation says what it answers, the document
 * passes `redocly lint` (redocly.yaml), and a client generated from it type-checks calls against
 * the real routes (src/test/openapi-check.ts). The release registry, on its own listener, has a
 * document of its own, held to the same rules.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT } from '../paths.js';
import type { OpenApiCheck } from '../test/openapi-check.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Operation = { operationId?: string; summary?: string; security?: unknown[]; responses?: object };

type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let registryDocument: Document;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = (await t.request('GET', '/docs/json')).body;
    registryDocument = (await t.registry('GET', '/docs/json')).body;
  });
  afterAll(() => t.close());

  it.each([
    ['public', () => document],
    ['registry', () => registryDocument],
  ])(
    'gives every operation of the %s document a unique operationId, a summary, its security and its responses',
    (_name, documentOf) => {
      const operations = Object.entries(documentOf().paths).flatMap(([url, byMethod]) =>
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
    },
  );

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

  it("passes redocly lint without a problem for the registry's document", async () => {
    const file = path.join(t.dataDir, 'registry-openapi.json');
    await fs.writeFile(file, JSON.stringify(registryDocument));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(API_ROOT, 'src/test/openapi-check.ts'), file, '--lint-only'],
      { cwd: API_ROOT },
    );
    expect(JSON.parse(stdout)).toEqual({ lint: [], typeErrors: [] });
  });
});
