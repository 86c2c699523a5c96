export interface IpLocation {
  approximateLocation: string;
  geometry: { x: number | null; y: number | null; zipcode: string | null; state: string | null };
}

/** Approximate location of a client address, for security notices (cached 60 seconds). */
export interface IpGeolocation {
  locate(ip: string): Promise<IpLocation>;
}

const UNKNOWN: IpLocation = {
  approximateLocation: 'Unknown location',
  geometry: { x: null, y: null, zipcode: null, state: null },
};

export function isPrivateAddress(ip: string): boolean {
  return (
    ip === '::1' ||
    ip.startsWith('127.') ||
    ip.startsWith('10.') ||
    ip.startsWith('192.168.') ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
    ip.startsWith('fc') ||
    ip.startsWith('fd') ||
    ip.startsWith('fe80') ||
    ip.startsWith('::ffff:127.')
  );
}

/** The offline default: names private networks, and says plainly that anything else is unknown. */
export class OfflineIpGeolocation implements IpGeolocation {
  async locate(ip: string): Promise<IpLocation> {
    if (isPrivateAddress(ip)) return { ...UNKNOWN, approximateLocation: 'Local network' };
    return UNKNOWN;
  }
}

/**
 * A JSON geolocation service such as ipapi.co (`IP_GEOLOCATION_URL=https://ipapi.co/{ip}/json/`). Any failure
 * or slow answer degrades to the offline answer: a security notice must never fail because of it.
 */
export class HttpIpGeolocation implements IpGeolocation {
  private readonly fallback = new OfflineIpGeolocation();

  constructor(private readonly urlTemplate: string) {}

  async locate(ip: string): Promise<IpLocation> {
    if (isPrivateAddress(ip)) return this.fallback.locate(ip);
    try {
      const response = await fetch(this.urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) return this.fallback.locate(ip);
      const body = (await response.json()) as Record<string, unknown>;
      const city = typeof body.city === 'string' ? body.city : null;
      const region = typeof body.region_code === 'string' ? body.region_code : null;
      return {
        approximateLocation: [city, region].filter(Boolean).join(', ') || 'Unknown location',
        geometry: {
          x: typeof body.latitude === 'number' ? body.latitude : null,
          y: typeof body.longitude === 'number' ? body.longitude : null,
          zipcode: typeof body.postal === 'string' ? body.postal : null,
          state: region,
        },
      };
    } catch {
      return this.fallback.locate(ip);
    }
  }
}

/** Keeps each answer for 60 seconds (the product's cache time) and at most `max` addresses. */
export class CachedIpGeolocation implements IpGeolocation {
  private readonly cache = new Map<string, { at: number; value: Promise<IpLocation> }>();

  constructor(
    private readonly inner: IpGeolocation,
    private readonly ttlMs = 60_000,
    private readonly max = 10_000,
  ) {}

  locate(ip: string): Promise<IpLocation> {
    const now = Date.now();
    const hit = this.cache.get(ip);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.cache.size >= this.max) this.cache.delete(this.cache.keys().next().value!);
    const value = this.inner.locate(ip);
    this.cache.set(ip, { at: now, value });
    return value;
  }
}
