import { createTokens } from './tokens.js';

const MINUTE = 60_000;
const tokens = createTokens('a-test-secret-that-is-long-enough-for-hs256', {
  idleSeconds: 30 * 60,
  maxSeconds: 12 * 3600,
});
const claims = { sub: 7, role: 'CUSTOMER', ver: 0 } as const;

describe('session lifetime of login tokens', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('a token nobody renews dies after the idle window', () => {
    const token = tokens.sign(claims);
    jest.advanceTimersByTime(29 * MINUTE);
    expect(tokens.verify(token)).toMatchObject(claims);
    jest.advanceTimersByTime(2 * MINUTE);
    expect(tokens.verify(token)).toBeNull();
  });

  it('renewals keep an active session alive, never past its absolute lifetime', () => {
    // Another user than above: the verifier caches its answers by token.
    const claims = { sub: 8, role: 'CUSTOMER', ver: 0 } as const;
    let token = tokens.sign(claims);
    const started = tokens.verify(token)?.sessionStart;
    // Renewed every 10 minutes for 11 hours 50 minutes: alive all along, the start carried on.
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      jest.advanceTimersByTime(10 * MINUTE);
      const current = tokens.verify(token);
      expect(current?.sessionStart).toBe(started);
      token = tokens.sign({ ...claims, sessionStart: current?.sessionStart as number });
    }
    jest.advanceTimersByTime(9 * MINUTE);
    expect(tokens.verify(token)).not.toBeNull();
    // 12 hours after the login the session ends, however recent the renewal.
    jest.advanceTimersByTime(2 * MINUTE);
    expect(tokens.verify(token)).toBeNull();
  });
});
