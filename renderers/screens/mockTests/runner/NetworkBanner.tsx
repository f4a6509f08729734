import { FormattedMessage } from 'react-intl';
import type { NetworkState } from '../../../../runtime/network/useNetworkState.ts';
import type { QueueStatus } from '../../../../runtime/mockTests/TestEventQueue.ts';

export interface NetworkBannerProps {
  network: NetworkState;
  status: QueueStatus;
  /** Questions whose answers are on this device only. */
  unsentAnswers: number;
}

/**
 * Offline or slow, and what is waiting to be sent. Always in the page (an empty status region),
 * so a change is read out. Answers waiting only show when something is wrong: online, they leave
 * within seconds and a count flickering after every click would only worry. A batch the server
 * refused is always told: those answers wait on this device until the paper is opened again.
 */
export function NetworkBanner({ network, status, unsentAnswers }: NetworkBannerProps) {
  const troubled = network !== 'online' || status.lastError !== undefined;
  return (
    <div className="runner-banner" role="status" data-network={network}>
      {network === 'offline' && (
        <p>
          <FormattedMessage id="runner.network.offline" />
        </p>
      )}
      {network === 'slow' && (
        <p>
          <FormattedMessage id="runner.network.slow" />
        </p>
      )}
      {status.refused && (
        <p className="runner-banner__refused">
          <FormattedMessage id="runner.refused" values={{ code: status.refused.code }} />
        </p>
      )}
      {troubled && unsentAnswers > 0 && (
        <p>
          <FormattedMessage id="runner.network.unsent" values={{ count: unsentAnswers }} />
        </p>
      )}
    </div>
  );
}
