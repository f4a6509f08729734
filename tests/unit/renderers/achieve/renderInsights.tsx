import { existsSync, readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../../locales/en.json' with { type: 'json' };
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';

/**
 * The achieve insight screens' keys while they wait to be merged into locales/en.json: the file
 * the screens' author handed over. Once merged, en.json holds them all and this adds nothing.
 */
const PENDING_KEYS = '/tmp/achieve-keys-insights.json';
const pending = existsSync(PENDING_KEYS)
  ? (JSON.parse(readFileSync(PENDING_KEYS, 'utf8')) as Record<string, string>)
  : {};
const messages: Record<string, string> = { ...pending, ...en };

/** An achieve screen at a path, signed in as a child, with the English catalog. */
export async function renderInsights(ui: ReactNode, path: string) {
  const routePath = path.split('?')[0] ?? path;
  return renderLearn(
    <IntlProvider locale="en" messages={messages}>
      {ui}
    </IntlProvider>,
    await bundledBrand('abhyas'),
    { path, pattern: routePath, store: signedInStore() },
  );
}
