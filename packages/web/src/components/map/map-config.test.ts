import { describe, expect, it } from 'vitest';
import { tileConfig, viewAttributes } from './map-config.ts';

describe('tileConfig', () => {
  it('is offline (no tiles) unless a tile URL is configured', () => {
    expect(tileConfig({})).toBeNull();
    expect(tileConfig({ VITE_MAP_TILE_URL: '  ' })).toBeNull();
    expect(
      tileConfig({
        VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        VITE_MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
  });
});

describe('viewAttributes', () => {
  it('exposes the centre and zoom on the map container', () => {
    expect(viewAttributes({ lat: 40.21712, lng: -74.74291, zoom: 10 })).toEqual({
      'data-center': '40.217,-74.743',
      'data-zoom': '10',
    });
    expect(viewAttributes(null)).toEqual({});
  });
});
