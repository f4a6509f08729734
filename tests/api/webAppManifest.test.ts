import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

describe.each(DIALECTS)('the web app manifest on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const manifestOn = (host: string) =>
    t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });

  it('names the brand of the host, in its theme colour', async () => {
    const vidya = await manifestOn('vidya.localhost');
    expect(vidya.statusCode).toBe(200);
    expect(vidya.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(vidya.json()).toMatchObject({
      name: 'Vidya Institute',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#a61e4d',
      // Vidya sets no background: it has abhyas's, which it extends.
      background_color: '#f7f7fb',
    });
    const abhyas = await manifestOn('localhost');
    expect(abhyas.json()).toMatchObject({ name: 'Abhyas', theme_color: '#3a2fb8' });
  });

  it('gives the brand’s own mark as the icon, for every size', async () => {
    const manifest = (await manifestOn('vidya.localhost')).json<{
      icons: { src: string; sizes: string; type: string }[];
    }>();
    expect(manifest.icons).toEqual([
      { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    const icon = (host: string) =>
      t.app.inject({ method: 'GET', url: '/app-icon.svg', headers: { host } });
    const vidya = await icon('vidya.localhost');
    const abhyas = await icon('localhost');
    expect(vidya.statusCode).toBe(200);
    expect(vidya.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(vidya.body).toContain('<svg');
    expect(vidya.body).not.toBe(abhyas.body);
  });
});
