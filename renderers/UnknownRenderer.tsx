import { FormattedMessage } from 'react-intl';
import type { UnknownRendererProps } from '../runtime/registry/Registry.ts';

/** Shown instead of silence when a document names a key no component is registered for. */
export function UnknownRenderer({ registryKey, documentPath }: UnknownRendererProps) {
  return (
    <div className="unknown-renderer" role="alert">
      <strong>
        <FormattedMessage id="registry.unknown.title" />
      </strong>
      <p>
        <FormattedMessage
          id="registry.unknown.message"
          values={{ key: registryKey, path: documentPath }}
        />
      </p>
    </div>
  );
}
