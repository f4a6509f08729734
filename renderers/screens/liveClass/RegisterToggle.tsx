import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import { liveClassRegistrationCall } from '../../../domain/contracts/liveClasses.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useConfirmedToggle } from '../../../runtime/learn/useConfirmedToggle.ts';
import { refreshLiveClasses } from './refreshLiveClasses.ts';

/**
 * "Register" / "Registered" for a class still to come: a pressed button while registered. It
 * shows only the server's answer (never a guess), ignores presses while one is on its way, and
 * says so when the change failed.
 */
export function RegisterToggle({
  liveClassId,
  registered,
  describedBy,
}: {
  liveClassId: string;
  registered: boolean;
  /** The id of the class's title, so the button reads "Register, Algebra revision". */
  describedBy?: string;
}) {
  const locale = useAtomValue(localeAtom);
  const { mutate } = useSWRConfig();
  const toggle = useConfirmedToggle(
    registered,
    async (next) => {
      const answer = await callApi(liveClassRegistrationCall, {
        params: { liveClassId },
        query: { locale },
        body: { registered: next },
      });
      refreshLiveClasses(mutate);
      return answer.body.data.registered;
    },
    true,
    'live class registration',
  );
  return (
    <>
      <button
        type="button"
        className={`button ${toggle.value ? 'primary' : 'ghost'}`}
        aria-pressed={toggle.value}
        aria-busy={toggle.busy}
        aria-describedby={describedBy}
        onClick={toggle.toggle}
      >
        <FormattedMessage id={toggle.value ? 'liveClass.registered' : 'liveClass.register'} />
      </button>
      {toggle.failed && (
        <p className="live-class-note" role="alert">
          <FormattedMessage id="liveClass.registerFailed" />
        </p>
      )}
    </>
  );
}
