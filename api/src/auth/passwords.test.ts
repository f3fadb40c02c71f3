import { scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const hash = await hashPassword('Secret@123');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(hash).not.toContain('Secret@123');
    expect(await verifyPassword('Secret@123', hash)).toBe(true);
    expect(await verifyPassword('Secret@124', hash)).toBe(false);
    expect(await hashPassword('Secret@123')).not.toBe(hash);
  });

  it('verifies a hash made with another cost (the cost is stored in it)', async () => {
    const salt = Buffer.from('saltsaltsaltsalt');
    const key = scryptSync('Secret@123', salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const production = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Secret@123', production)).toBe(true);
    expect(await verifyPassword('Secret@124', production)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
