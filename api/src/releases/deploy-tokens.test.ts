import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_TARGETS } from 'shared-contracts';
import { DEPLOY_TOKENS_FILE, loadDeployTokens } from './deploy-tokens.js';

describe('loadDeployTokens', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-tokens-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));
  const file = () => path.join(dataDir, DEPLOY_TOKENS_FILE);

  it('outside production, generates a token for each target without one, keeps them for its owner only, and reuses them', async () => {
    const tokens = await loadDeployTokens({ dataDir, generateDeployTokens: true, deployTokens: { shell: 'from-env' } });
    expect(tokens.shell).toBe('from-env');
    for (const target of RELEASE_TARGETS.filter((name) => name !== 'shell')) {
      expect(tokens[target]).toMatch(/^[\w-]{43}$/);
    }
    expect(new Set(Object.values(tokens)).size).toBe(RELEASE_TARGETS.length);
    const saved = JSON.parse(await fs.readFile(file(), 'utf8'));
    expect(saved.shell).toBeUndefined();
    expect(saved.mf_catalog).toBe(tokens.mf_catalog);
    expect((await fs.stat(file())).mode & 0o777).toBe(0o600);

    const again = await loadDeployTokens({ dataDir, generateDeployTokens: true, deployTokens: {} });
    expect(again.mf_catalog).toBe(tokens.mf_catalog);
    // The shell's token now comes from the file: one is generated for it and kept beside the others.
    expect(again.shell).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(await fs.readFile(file(), 'utf8')).mf_catalog).toBe(tokens.mf_catalog);
  });

  it('lets a configured token win over a generated one', async () => {
    await loadDeployTokens({ dataDir, generateDeployTokens: true, deployTokens: {} });
    const tokens = await loadDeployTokens({ dataDir, generateDeployTokens: true, deployTokens: { mf_admin: 'set' } });
    expect(tokens.mf_admin).toBe('set');
  });

  it('in production, generates nothing: a target without a configured token has none', async () => {
    const tokens = await loadDeployTokens({ dataDir, generateDeployTokens: false, deployTokens: { shell: 'x' } });
    expect(tokens).toEqual({ shell: 'x' });
    await expect(fs.stat(file())).rejects.toThrow();
  });

  it('refuses a tokens file it cannot read rather than replacing the tokens a pipeline holds', async () => {
    await fs.writeFile(file(), '{ not json');
    await expect(loadDeployTokens({ dataDir, generateDeployTokens: true, deployTokens: {} })).rejects.toThrow(
      /is not valid JSON/,
    );
  });
});
