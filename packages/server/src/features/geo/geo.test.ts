import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const lookup = (zipcode: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search/GeolocationFromZipcode/?zipcode=${encodeURIComponent(zipcode)}`,
  });

describe('GET /api/search/GeolocationFromZipcode/', () => {
  it('finds the city, state and centroid of a ZIP code offline', async () => {
    const res = await lookup('07030');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      zipcode: '07030',
      latitude: 40.7445,
      longitude: -74.0329,
      city: 'Hoboken',
      state: 'NJ',
    });
  });

  it.each(['', 'abcde', '0703', '070300', '00000'])('refuses %j with the spec message', async (zip) => {
    const res = await lookup(zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid Zipcode.');
  });
});
