import { createSigner } from 'fast-jwt';
import { createTokens } from './tokens.js';

const MINUTE = 60_000;
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createTokens(SECRET, {
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

describe('the token version a token carries', () => {
  const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
  const signed = (ver: unknown) => {
    const now = Math.floor(Date.now() / 1000);
    return sign({
      sub: '9',
      role: 'CUSTOMER',
      sst: now,
      iat: now,
      exp: now + 600,
      ...(ver === undefined ? {} : { ver }),
    });
  };

  it('is required: a token without one, or with one no user can have, is refused rather than given a default', () => {
    expect(tokens.verify(signed(3))).toMatchObject({ sub: 9, ver: 3 });
    for (const ver of [undefined, null, '0', 1.5, -1, 2_147_483_648]) {
      expect([ver, tokens.verify(signed(ver))]).toEqual([ver, null]);
    }
  });
});
