import type { Migration } from 'kysely';
import * as accounts from './0001_accounts.ts';
import * as exams from './0002_exams.ts';
import * as accountLinks from './0003_account_links.ts';
import * as content from './0004_content.ts';
import * as practice from './0005_practice.ts';
import * as tests from './0006_tests.ts';
import * as deepLinks from './0007_deep_links.ts';
import * as feedback from './0008_feedback.ts';
import * as resultsShown from './0009_results_shown.ts';
import * as wholeTimes from './0010_whole_times.ts';
import * as bookmarks from './0011_bookmarks.ts';
import * as timeline from './0012_timeline.ts';
import * as tilePictures from './0013_tile_pictures.ts';
import * as examLanguages from './0014_exam_languages.ts';
import * as subscriptions from './0015_subscriptions.ts';
import * as carts from './0016_carts.ts';
import * as orders from './0017_orders.ts';
import * as billing from './0018_billing.ts';
import * as notifications from './0019_notifications.ts';
import * as embiums from './0020_embiums.ts';
import * as parentInvites from './0021_parent_invites.ts';
import * as subscriptionEnds from './0022_subscription_ends.ts';
import * as search from './0023_search.ts';
import * as achieve from './0024_achieve.ts';
import * as classrooms from './0025_classrooms.ts';
import * as liveClasses from './0026_live_classes.ts';
import * as schoolWork from './0027_school_work.ts';
import * as contentVersion from './0028_content_version.ts';

/** Numbered migrations, in order; a new one is a new file added here. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_accounts': accounts,
  '0002_exams': exams,
  '0003_account_links': accountLinks,
  '0004_content': content,
  '0005_practice': practice,
  '0006_tests': tests,
  '0007_deep_links': deepLinks,
  '0008_feedback': feedback,
  '0009_results_shown': resultsShown,
  '0010_whole_times': wholeTimes,
  '0011_bookmarks': bookmarks,
  '0012_timeline': timeline,
  '0013_tile_pictures': tilePictures,
  '0014_exam_languages': examLanguages,
  '0015_subscriptions': subscriptions,
  '0016_carts': carts,
  '0017_orders': orders,
  '0018_billing': billing,
  '0019_notifications': notifications,
  '0020_embiums': embiums,
  '0021_parent_invites': parentInvites,
  '0022_subscription_ends': subscriptionEnds,
  '0023_search': search,
  '0024_achieve': achieve,
  '0025_classrooms': classrooms,
  '0026_live_classes': liveClasses,
  '0027_school_work': schoolWork,
  '0028_content_version': contentVersion,
};
