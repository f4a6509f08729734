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
  it('leaves the worker registered while it carries a push subscription', async () => {
    const name = runCacheName('jee-main-mock-1', 's-1');
    const names = [name];
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
    expect(names).toEqual([]);
    expect(pushing.unregister).not.toHaveBeenCalled();
    expect(plain.unregister).toHaveBeenCalled();
  });
});
