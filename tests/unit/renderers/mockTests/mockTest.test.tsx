// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockTestScreen } from '../../../../renderers/screens/mockTests/MockTestScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import { makeAnalysis, makeMeta } from './testServer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderMockTest(path: string) {
  return renderLearn(<MockTestScreen />, await bundledBrand('abhyas'), {
    path,
    pattern: '/mock-test/*',
    store: signedInStore(),
  });
}

describe('mock-test routes', () => {
  it('opens the analysis of /mock-test/{code}/analyze for the session in the query', async () => {
    const requests = stubServices(
      on(
        'GET',
        '/api/test/v1/test/s-9/analysis',
        ok({ data: makeAnalysis({ session_id: 's-9' }) }),
      ),
    );
    await renderMockTest('/mock-test/jee-full-3/analyze?sessionId=s-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'JEE Main full test 3' }),
    ).toBeTruthy();
    expect(requestsTo(requests, 'GET', '/api/test/v1/test/s-9/analysis')).toHaveLength(1);
  });

  it('decodes a code that holds slashes and percent signs exactly once', async () => {
    const code = 'PreUG/jee 100%';
    stubServices(
      on('GET', '/api/test/v1/test/s-1/analysis', {
        status: 409,
        body: { code: 'RESULT_NOT_AVAILABLE', message: 'later' },
      }),
      (request) =>
        request.url.pathname === `/api/test/mocktest-bundles/${encodeURIComponent(code)}/latest`
          ? { body: { data: makeMeta({ code }) } }
          : undefined,
    );
    await renderMockTest(`/mock-test/${encodeURIComponent(code)}/analyze?sessionId=s-1`);
    const back = await screen.findByRole('link', { name: 'Back to the test' });
    expect(back.getAttribute('href')).toBe(`/test/summary/${encodeURIComponent(code)}`);
  });

  it('opens the runner of /mock-test/{code}/session at the test’s instructions', async () => {
    const requests = stubServices(
      on('GET', '/api/test/mocktest-bundles/jee-full-3/latest', ok({ data: makeMeta() })),
    );
    await renderMockTest('/mock-test/jee-full-3/session');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'JEE Main full test 3' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeTruthy();
    expect(
      requestsTo(requests, 'GET', '/api/test/mocktest-bundles/jee-full-3/latest'),
    ).toHaveLength(1);
  });

  it.each([
    '/mock-test/jee-full-3',
    '/mock-test/jee-full-3/review',
    '/mock-test/%E0%A4%ZZ/analyze',
  ])('shows page-not-present for %s', async (path) => {
    await renderMockTest(path);
    expect(await screen.findByRole('heading', { name: 'This page is not here' })).toBeTruthy();
  });
});
