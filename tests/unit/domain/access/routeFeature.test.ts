import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../../cli/brands/loadBrands.ts';
import { featureEnabled } from '../../../../domain/access/featureEnabled.ts';
import { routeFeature } from '../../../../domain/access/routeFeature.ts';
import type { Route } from '../../../../schemas/types.generated.ts';

const route = (r: Partial<Route>): Route => ({
  path: '/x',
  group: 'authenticated',
  module: 'core',
  ...r,
});

describe('the feature a route belongs to', () => {
  it('is the feature of its screen', () => {
    expect(routeFeature(route({ screen: 'inviteParent' }))).toBe('inviteParent');
    expect(routeFeature(route({ screen: 'editProfile' }))).toBe('editProfile');
    expect(routeFeature(route({ screen: 'bigBookToc', module: 'learn' }))).toBe('bigBook');
    expect(routeFeature(route({ screen: 'login' }))).toBeUndefined();
  });

  it('is live classes for every screen of the live-class module, the tab inside user home', () => {
    expect(routeFeature(route({ screen: 'batches', module: 'liveClass' }))).toBe('liveClass');
    expect(routeFeature(route({ screen: 'liveClassBookToc', module: 'liveClass' }))).toBe(
      'liveClass',
    );
    const tab = route({
      path: '/user-home/abhyas-live-classes',
      screen: 'liveClass',
      module: 'liveClass',
    });
    expect(routeFeature(tab)).toBe('liveClassTab');
  });

  it('is none for a page route, which has no screen', () => {
    expect(routeFeature(route({ page: 'learn-home', module: 'learn' }))).toBeUndefined();
  });
});

describe('the brands’ route tables', () => {
  it('hide exactly the routes of the features each brand switches off', async () => {
    const { brands } = await loadBrands();
    const hidden = (id: string) => {
      const docs = brands.find((b) => b.id === id)?.docs;
      if (!docs) throw new Error(`no brand ${id}`);
      return docs.routes.routes
        .filter((r) => {
          const feature = routeFeature(r);
          return (
            feature !== undefined && !featureEnabled(feature, docs.brand, { category: 'CAT-Z' })
          );
        })
        .map((r) => r.path)
        .sort();
    };
    expect(hidden('abhyas')).toEqual([]);
    expect(hidden('vidya')).toEqual(['/invite-parent']);
    expect(hidden('pragati')).toEqual(['/invite-parent']);
    expect(hidden('homework')).toEqual([
      '/bigbooktoc/:contextSource?',
      '/user-home/abhyas-live-classes',
    ]);
  });
});
