import { describe, expect, it } from 'vitest';
import { networkOf } from './rate-limit.ts';

describe('networkOf', () => {
  it('groups IPv4 addresses by /24 and IPv6 addresses by /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe(networkOf('2001:db8:1:2:ffff::9'));
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'));
    // An IPv4 address carried in IPv6 counts as itself.
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
  });
});
