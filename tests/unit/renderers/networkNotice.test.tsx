// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NetworkState } from '../../../runtime/network/useNetworkState.ts';
import { NetworkNotice } from '../../../renderers/shell/NetworkNotice.tsx';
import { bundledBrand, renderInShell } from './renderWithShell.tsx';

let network: NetworkState = 'online';
vi.mock('../../../runtime/network/useNetworkState.ts', () => ({
  useNetworkState: () => network,
}));

afterEach(cleanup);

describe('network notice', () => {
  it.each([
    ['offline', /You are offline/],
    ['slow', /Your connection is slow/],
  ] as const)('says when the network is %s', async (state, text) => {
    network = state;
    renderInShell(<NetworkNotice />, await bundledBrand('abhyas'), '/learn/home');
    expect(screen.getByRole('status').textContent).toMatch(text);
  });

  it('keeps an empty status region while online, so a change is read out', async () => {
    network = 'online';
    renderInShell(<NetworkNotice />, await bundledBrand('abhyas'), '/learn/home');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves the test runner to say it in its own words', async () => {
    network = 'offline';
    renderInShell(
      <NetworkNotice />,
      await bundledBrand('abhyas'),
      '/mock-test/jee-main-mock-1/session',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
