import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MOCK_TEST_PATH } from '../../domain/mockTests/testLinks.ts';
import { useNetworkState } from '../../runtime/network/useNetworkState.ts';

/**
 * Offline or slow (learning-experience spec §4, "Online and time state"), said on every page. An
 * empty status region stays in the page so a change is read out. The test runner says it in its
 * own words (what waits on the device), so this one keeps quiet there.
 */
export function NetworkNotice() {
  const network = useNetworkState();
  const { pathname } = useLocation();
  if (pathname.startsWith(`${MOCK_TEST_PATH}/`)) return null;
  return (
    <div className="network-notice" role="status" data-network={network}>
      {network !== 'online' && (
        <p>
          <FormattedMessage
            id={network === 'offline' ? 'shell.network.offline' : 'shell.network.slow'}
          />
        </p>
      )}
    </div>
  );
}
