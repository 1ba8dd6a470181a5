import { describe, expect, test } from 'vitest';
import {
  BASE_DELAY_MS,
  createLoginThrottle,
  delayAfter,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
} from '../../server/services/login-throttle.ts';

/** The throttle's arithmetic, on its own clock (the API tests drive it through the login route). */

const at = (ms: number) => new Date(Date.UTC(2026, 0, 15) + ms);

describe('delayAfter', () => {
  test('nothing for the free failures, then doubling: every failure per address, every second per account', () => {
    expect(delayAfter(FREE_FAILURES, 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES + 1, 1)).toBe(2 * BASE_DELAY_MS);
    expect(delayAfter(FREE_FAILURES + 2, 1)).toBe(4 * BASE_DELAY_MS);
    expect(delayAfter(FREE_FAILURES + 2, 2)).toBe(2 * BASE_DELAY_MS);
    expect(delayAfter(FREE_FAILURES + 4, 2)).toBe(4 * BASE_DELAY_MS);
  });

  test('never beyond the cap, however many failures', () => {
    expect(delayAfter(1000, 1)).toBe(MAX_DELAY_MS);
    expect(delayAfter(1000, 2)).toBe(MAX_DELAY_MS);
  });
});

describe('createLoginThrottle', () => {
  test('an attempt counts as a failure until it succeeds, so a burst cannot slip through together', () => {
    const throttle = createLoginThrottle();
    const allowed = Array.from({ length: 10 }, () => throttle.attempt('a@x', '1.1.1.1', at(0))).filter((s) => s === 0);
    expect(allowed).toHaveLength(FREE_FAILURES + 1);
  });

  test('a success takes its own attempt back from the address and clears the account', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 50; i += 1) {
      expect(throttle.attempt('a@x', '1.1.1.1', at(i))).toBe(0);
      throttle.succeeded('a@x', '1.1.1.1');
    }
    for (let i = 0; i < FREE_FAILURES; i += 1) expect(throttle.attempt(`b${i}@x`, '1.1.1.1', at(100))).toBe(0);
    expect(throttle.attempt('c@x', '1.1.1.1', at(100))).toBe(0);
    expect(throttle.attempt('d@x', '1.1.1.1', at(100))).toBeGreaterThan(0);
  });

  test('a waiting key answers in whole seconds and does not count the refused attempt', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i <= FREE_FAILURES; i += 1) throttle.attempt(`k${i}@x`, '2.2.2.2', at(0));
    expect(throttle.attempt('z@x', '2.2.2.2', at(0))).toBe(2);
    expect(throttle.attempt('z@x', '2.2.2.2', at(1500))).toBe(1);
    expect(throttle.attempt('z@x', '2.2.2.2', at(2000))).toBe(0);
  });

  test('an attacker failing an account from everywhere cannot keep it closed beyond the cap', () => {
    const throttle = createLoginThrottle();
    let now = 0;
    for (let i = 0; i < 500; i += 1) {
      const wait = throttle.attempt('admin@x', `10.0.${i >> 8}.${i & 255}`, at(now));
      now += wait * 1000;
    }
    const wait = throttle.attempt('admin@x', '192.0.2.1', at(now));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);
  });

  test('an address that signed in to the account before skips the account wait, but not its own', () => {
    const throttle = createLoginThrottle();
    expect(throttle.attempt('admin@x', 'office', at(0))).toBe(0);
    throttle.succeeded('admin@x', 'office');
    for (let i = 0; i < 20; i += 1) throttle.attempt('admin@x', `attacker-${i}`, at(0));
    expect(throttle.attempt('admin@x', 'elsewhere', at(0))).toBeGreaterThan(0);
    expect(throttle.attempt('admin@x', 'office', at(0))).toBe(0);
  });

  test('a key with no failure for a day starts again from zero', () => {
    const throttle = createLoginThrottle();
    let now = 0;
    for (let landed = 0; landed < 20; now += 1000)
      if (throttle.attempt(`k${now}@x`, '3.3.3.3', at(now)) === 0) landed += 1;
    // Within the day the count is remembered: after the wait, one more failure brings the longest wait again.
    now += MAX_DELAY_MS;
    expect(throttle.attempt('k@x', '3.3.3.3', at(now))).toBe(0);
    expect(throttle.attempt('k@x', '3.3.3.3', at(now))).toBe(MAX_DELAY_MS / 1000);
    // A day after the last failure it is forgotten: the free failures are free again.
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(throttle.attempt(`f${i}@x`, '3.3.3.3', at(now + FORGET_AFTER_MS + 1))).toBe(0);
    }
  });
});
