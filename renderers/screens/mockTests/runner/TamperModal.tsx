import { FormattedMessage } from 'react-intl';
import { RunnerDialog } from './RunnerDialog.tsx';

/**
 * The device's clock was moved while offline (spec §5): the paper waits behind this until the
 * clock is right again and the device is back online, when the server's time takes over. It has
 * no button: there is nothing to do here but fix the clock. Answers already given are safe.
 */
export function TamperModal() {
  return (
    <RunnerDialog
      alert
      title={<FormattedMessage id="runner.tamper.title" />}
      message={<FormattedMessage id="runner.tamper.message" />}
    />
  );
}
