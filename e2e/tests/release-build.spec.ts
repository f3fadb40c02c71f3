/**
 * A build as a release (scripts/releases/release-files.mjs): only regular files and folders, and
 * the same release for two builds of the same code. The registry names a release from its file
 * list (path, size and SHA-256 of each file), so a byte that differs from one build to the next
 * would make every build a new release of nothing new.
 */
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { describeBuild } from '../../scripts/releases/release-files.mjs';
import { ROOT } from '../../scripts/site.mjs';

const run = promisify(execFile);

/** A production build of the account slice in `root/mf-account/dist`, as a release. */
async function buildAccountSlice(root: string) {
  const packageDir = path.join(root, 'mf-account');
  await mkdir(packageDir, { recursive: true });
  await copyFile(path.join(ROOT, 'mf-account/package.json'), path.join(packageDir, 'package.json'));
  await run(
    path.join(ROOT, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '--output-path', path.join(packageDir, 'dist')],
    { cwd: path.join(ROOT, 'mf-account'), env: { ...process.env, NODE_ENV: 'production' }, timeout: 180_000 },
  );
  return describeBuild(root, 'mf_account');
}

/**
 * One slice, the account slice (a small build), is built twice with the production config, each
 * into a folder of its own: about 15 s on a busy two-core machine.
 */
test('two builds of the same code give the same release id', async () => {
  // Room for two production builds on a busy two-core machine.
  test.setTimeout(240_000);
  const root = await mkdtemp(path.join(tmpdir(), 'store-e2e-reproducible-'));
  try {
    const first = await buildAccountSlice(path.join(root, 'first'));
    const second = await buildAccountSlice(path.join(root, 'second'));
    // The files first, so a failure names the file that differs.
    expect(second.files).toEqual(first.files);
    expect(second.id).toBe(first.id);
    expect(first.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a build holding a symlink or a fifo is refused, naming it', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'store-e2e-release-links-'));
  try {
    const dist = path.join(root, 'mf-account/dist');
    await mkdir(path.dirname(dist), { recursive: true });
    await copyFile(path.join(ROOT, 'mf-account/package.json'), path.join(root, 'mf-account/package.json'));
    await cp(path.join(ROOT, 'mf-account/dist'), dist, { recursive: true });
    expect(describeBuild(root, 'mf_account').files.length).toBeGreaterThan(2);

    // A link to a secret, the way a release once served every deploy token.
    const link = path.join(dist, 'static', 'tokens.json');
    await mkdir(path.dirname(link), { recursive: true });
    await symlink('/etc/passwd', link);
    expect(() => describeBuild(root, 'mf_account')).toThrow(
      `${link} is a symlink: a release holds only regular files and folders`,
    );
    await rm(link);
    const fifo = path.join(dist, 'pipe');
    await run('mkfifo', [fifo]);
    expect(() => describeBuild(root, 'mf_account')).toThrow(`${fifo} is a fifo`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
