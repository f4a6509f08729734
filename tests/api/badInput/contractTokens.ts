import * as auth from '../../../domain/contracts/auth.ts';
import * as billing from '../../../domain/contracts/billing.ts';
import * as bookmarks from '../../../domain/contracts/bookmarks.ts';
import * as cart from '../../../domain/contracts/cart.ts';
import * as content from '../../../domain/contracts/content.ts';
import * as deepLinks from '../../../domain/contracts/deepLinks.ts';
import type { Call } from '../../../domain/contracts/defineCall.ts';
import * as events from '../../../domain/contracts/events.ts';
import * as helpdesk from '../../../domain/contracts/helpdesk.ts';
import * as orders from '../../../domain/contracts/orders.ts';
import * as practice from '../../../domain/contracts/practice.ts';
import * as revisionList from '../../../domain/contracts/revisionList.ts';
import * as session from '../../../domain/contracts/session.ts';
import * as subscriptionPlans from '../../../domain/contracts/subscriptionPlans.ts';
import * as tests from '../../../domain/contracts/mockTests.ts';
import * as testsTaken from '../../../domain/contracts/testsTaken.ts';
import * as timeline from '../../../domain/contracts/timeline.ts';
import * as timelineActivity from '../../../domain/contracts/timelineActivity.ts';
import * as timelineQuestion from '../../../domain/contracts/timelineQuestion.ts';
import type { TokenKind } from './badInputCases.ts';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'responses' in value;

const CALLS: readonly Call[] = [
  auth,
  billing,
  bookmarks,
  cart,
  content,
  deepLinks,
  events,
  helpdesk,
  orders,
  practice,
  revisionList,
  session,
  subscriptionPlans,
  tests,
  testsTaken,
  timeline,
  timelineActivity,
  timelineQuestion,
].flatMap((module) => Object.values(module).filter(isCall));

const EVERY_TOKEN: readonly TokenKind[] = ['root', 'child', 'none'];

/**
 * The tokens an operation wants, read from the contracts it was built from (an operation is the
 * contract's path below a service base). An operation no contract describes gets every token.
 */
export function contractTokens(method: string, openApiPath: string): readonly TokenKind[] {
  const kinds = new Set(
    CALLS.filter(
      (call) =>
        call.method === method && openApiPath.endsWith(call.path.replace(/:(\w+)/g, '{$1}')),
    ).map((call) => call.auth),
  );
  return kinds.size > 0 ? [...kinds] : EVERY_TOKEN;
}
