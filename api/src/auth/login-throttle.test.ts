import { createAccountThrottle } from './login-throttle.js';

describe('the login throttle of one process', () => {
  it('pauses after max failures until the window ends, and a success clears the count', async () => {
    const throttle = createAccountThrottle(null, 'login-failures', { max: 2, windowMs: 200 });
    await throttle.count('user:1');
    expect(await throttle.pausedFor('user:1')).toBe(0);
    await throttle.count('user:1');
    const paused = await throttle.pausedFor('user:1');
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThanOrEqual(200);
    expect(await throttle.pausedFor('user:2')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await throttle.pausedFor('user:1')).toBe(0);

    await throttle.count('user:1');
    await throttle.clear('user:1');
    await throttle.count('user:1');
    expect(await throttle.pausedFor('user:1')).toBe(0);
  });
});
