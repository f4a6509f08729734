import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { MOCK_TEST_PATH, readMockTestPath } from '../../../domain/mockTests/testLinks.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';

const Analysis = lazyNamed(() => import('./AnalysisScreen.tsx'), 'AnalysisScreen');
const Runner = lazyNamed(() => import('./runner/RunnerScreen.tsx'), 'RunnerScreen');

const PREFIX = `${MOCK_TEST_PATH}/`;

/**
 * /mock-test/{code}/session (the runner) and /mock-test/{code}/analyze (the analysis). The path
 * is read as the address bar holds it, still encoded: the router's own decoding would turn a
 * code's "%2F" or "%25" into something readMockTestPath cannot take apart again.
 */
export function MockTestScreen() {
  const registry = useRegistry();
  const { pathname } = useLocation();
  const target = pathname.startsWith(PREFIX)
    ? readMockTestPath(pathname.slice(PREFIX.length))
    : undefined;
  if (!target) return <registry.ExceptionPage kind="pageNotPresent" />;
  if (target.view === 'analysis') {
    return (
      <Suspense fallback={<registry.Loading />}>
        <Analysis code={target.code} />
      </Suspense>
    );
  }
  // The runner (renderers/screens/mockTests/runner/), keyed by its test: another test starts afresh.
  return (
    <Suspense fallback={<registry.Loading />}>
      <Runner key={target.code} code={target.code} />
    </Suspense>
  );
}
