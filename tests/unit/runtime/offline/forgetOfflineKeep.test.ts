import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCacheName } from '../../../../runtime/offline/offlineRules.ts';

vi.mock('../../../../runtime/mockTests/testEventStore.ts', () => ({
  forgetConfirmedEvents: () => Promise.resolve(),
}));

afterEach(() => vi.unstubAllGlobals());

function registration(subscribed: boolean) {
  return {
    pushManager: { getSubscription: () => Promise.resolve(subscribed ? {} : null) },
    unregister: vi.fn(() => Promise.resolve(true)),
  };
}

describe('forgetting a test’s offline keep', () => {
  it('deletes the session’s cache and leaves the app’s worker registered', async () => {
    const name = runCacheName('jee-main-mock-1', 's-1');
    const other = runCacheName('neet-mock-2', 's-2');
    const names = [name, other, 'abhyas-shell:v1'];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve([...names]),
      delete: (cache: string) => Promise.resolve(names.splice(names.indexOf(cache), 1).length > 0),
    });
    const pushing = registration(true);
    const plain = registration(false);
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistrations: () => Promise.resolve([pushing, plain]) },
    });
    const { forgetOfflineKeep } = await import('../../../../runtime/offline/forgetOfflineKeep.ts');
    await forgetOfflineKeep('s-1');
    expect(names).toEqual([other, 'abhyas-shell:v1']);
    expect(pushing.unregister).not.toHaveBeenCalled();
    expect(plain.unregister).not.toHaveBeenCalled();
  });
});
