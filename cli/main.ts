import { Command, CommanderError, Option } from 'commander';
import { EXIT, InvalidDataError, UsageError } from './exitCodes.ts';

/**
 * Every command is registered here; each action lives in its own module, loaded only when that
 * command runs, and `run` is the one place that turns outcomes into exit codes.
 */
const program = new Command('abhyas')
  .description('Scaffold, validate and preview Abhyas brands; import content; serve')
  .exitOverride()
  .showHelpAfterError();

const brandsOption = () =>
  new Option(
    '--brands <dir>',
    'folder holding one folder per brand (default: the repository brands/)',
  );
const jsonOption = () => new Option('--json', 'print machine-readable JSON');

const brand = program.command('brand').description('work with brand documents');

brand
  .command('new <id>')
  .description('scaffold a brand that extends another and validate it')
  .requiredOption('--org <n>', 'organisation id of the new brand')
  .requiredOption('--host <host>', 'host name the brand answers on')
  .option('--extends <brand>', 'brand to start from', 'abhyas')
  .addOption(brandsOption())
  .addOption(jsonOption())
  .action((id: string, options) => run(() => import('./commands/brandNew.ts'), id, options));

brand
  .command('validate [brands...]')
  .description('validate brands by id or folder path (all brands when none is given)')
  .addOption(brandsOption())
  .addOption(jsonOption())
  .action((ids: string[], options) =>
    run(() => import('./commands/brandValidate.ts'), ids, options),
  );

brand
  .command('list')
  .description('list brands: id, name, organisation, hosts, modules')
  .addOption(brandsOption())
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/brandList.ts'), options));

brand
  .command('preview <id>')
  .description('start a development server for one brand')
  .option('--port <port>', 'port to listen on', '5173')
  .addOption(brandsOption())
  .action((id: string, options) => run(() => import('./commands/brandPreview.ts'), id, options));

brand
  .command('org')
  .description('list organisation ids and the brands that share one')
  .option('--check', 'fail when unrelated brands share an organisation id')
  .addOption(brandsOption())
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/brandOrg.ts'), options));

const content = program.command('content').description('work with the content pack');

content
  .command('import [dir]')
  .description(
    'check a content pack (default: the repository content/) and load it into the database; only differences are written',
  )
  .addOption(jsonOption())
  .action((dir: string | undefined, options) =>
    run(() => import('./commands/contentImport.ts'), dir, options),
  );

content
  .command('check [dir]')
  .description(
    'check a content pack (default: the repository content/) without importing it: schemas, references and every answer key',
  )
  .action((dir: string | undefined) => run(() => import('./commands/contentCheck.ts'), dir));

const events = program
  .command('events')
  .description('read the analytics and error events the server stored; make deep links');

events
  .command('list')
  .description('list stored events, newest first')
  .option('--namespace <name>', 'only this namespace (e.g. errors)')
  .option('--topic <name>', 'only this topic (e.g. api_error)')
  .option('--org <n>', 'only this organisation id')
  .option('--since <when>', 'only events since an age (30m, 12h, 7d) or a date')
  .option('--limit <n>', 'at most this many events (up to 1000)', '50')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/eventsList.ts'), options));

const deepLink = events.command('deep-link').description('deep links that track campaigns');

deepLink
  .command('new')
  .description('make a deep link: a tracking id and the events it wants to hear of')
  .requiredOption('--org <n>', 'organisation id of the brand the link opens')
  .requiredOption('--events <ids...>', 'event ids the link tracks (e.g. sign_up)')
  .option('--id <trackingId>', 'tracking id to use (default: a random one)')
  .option('--label <text>', 'a note for operators, e.g. the campaign name')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/deepLinkNew.ts'), options));

deepLink
  .command('list')
  .description('list deep links with their opens and tracked events')
  .option('--org <n>', 'only this organisation id')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/deepLinkList.ts'), options));

program
  .command('i18n')
  .description('check translations')
  .command('check [locales...]')
  .description(
    'check catalogs and page texts of each language (default: all): copies of English, other scripts, arguments, glossary terms, English words left in',
  )
  .addOption(jsonOption())
  .action((locales: string[], options) =>
    run(() => import('./commands/i18nCheck.ts'), locales, options),
  );

program
  .command('pincodes')
  .description("India Post's pincode directory (district, state and GST state code of a pincode)")
  .command('load <csv>')
  .description(
    "load data.gov.in's All India Pincode Directory CSV (or a file in content/pincodes/ format) into the database, in batches; offices already loaded are kept",
  )
  .addOption(jsonOption())
  .action((file: string, options) =>
    run(() => import('./commands/pincodesLoad.ts'), file, options),
  );

const coupons = program
  .command('coupons')
  .description('the coupons of each organisation: list them with their uses, add one');

coupons
  .command('list')
  .description('list coupons: what each takes off, for which plans, when, and how often used')
  .option('--org <n>', 'only this organisation id')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/couponsList.ts'), options));

coupons
  .command('add')
  .description('add a coupon to an organisation (codes are matched without regard to case)')
  .requiredOption('--org <n>', 'organisation id')
  .requiredOption('--code <code>', 'the code students type (letters, digits, - and _)')
  .requiredOption('--kind <kind>', 'flat or percent')
  .requiredOption('--value <n>', 'paise off (flat) or basis points off (percent, 1000 = 10 %)')
  .option('--max-discount <paise>', 'the most a percentage coupon takes off, in paise')
  .option('--plans <ids>', 'comma-separated plan ids it holds for (default: every plan)')
  .option('--from <date>', 'first day it holds, YYYY-MM-DD (India time)')
  .option('--until <date>', 'last day it holds, YYYY-MM-DD (India time)')
  .option('--max-uses <n>', 'how many paid orders may use it in all')
  .option('--per-user <n>', 'how many paid orders of one profile may use it')
  .option('--spin-only', 'only a spinner prize: only the profile that won it may use it')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/couponsAdd.ts'), options));

const orgOption = () =>
  new Option('--org <n>', 'organisation id of the institute').makeOptionMandatory();

program
  .command('students')
  .description("an institute's students: enrol them from a roster")
  .command('import <roster>')
  .description(
    'enrol the students of a roster CSV (columns mobile and/or email, first_name, primary_exam; optional last_name, class, locale): each gets a parent account verified on its mobile or e-mail (the student signs in by one-time code) and a child profile; a row imported before adds nothing; each bad row is one line file:line: field "value" why',
  )
  .addOption(orgOption())
  .addOption(jsonOption())
  .action((file: string, options) =>
    run(() => import('./commands/studentsImport.ts'), file, options),
  );

const classroom = program
  .command('classroom')
  .description("an institute's classes, their invite codes and students");

classroom
  .command('new')
  .description('make a class and a first invite code its students join it with')
  .addOption(orgOption())
  .requiredOption('--name <name>', 'the class name, unique in the organisation')
  .option('--exam <code>', 'the exam the class prepares for (e.g. jee-main)')
  .option('--subjects <codes>', 'comma-separated subject codes the class covers')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/classroomNew.ts'), options));

classroom
  .command('list')
  .description('list classes: students, live invite codes')
  .addOption(orgOption())
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/classroomList.ts'), options));

classroom
  .command('code')
  .description('another invite code for a class, or (--revoke) withdraw one')
  .addOption(orgOption())
  .option('--class <class>', 'the class (id or name)')
  .option('--days <n>', 'days the new code stays valid (default 30)')
  .option('--revoke <code>', 'withdraw this code instead')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/classroomCode.ts'), options));

classroom
  .command('members')
  .description("a class's students; --progress: each one's status on each assignment")
  .addOption(orgOption())
  .requiredOption('--class <class>', 'the class (id or name)')
  .option('--progress', "each student's status on each of the class's assignments")
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/classroomMembers.ts'), options));

program
  .command('assign')
  .description('give a class a lesson, book, chapter, practice set or test set, with a due date')
  .addOption(orgOption())
  .requiredOption('--class <class>', 'the class (id or name)')
  .requiredOption('--kind <kind>', 'lesson, book, chapter, practice or test')
  .requiredOption(
    '--ref <id>',
    "the content: a video id (lesson), book id, chapter's learn path (chapter, practice) or test code",
  )
  .requiredOption('--due <when>', 'YYYY-MM-DD (the end of that day, India time) or an ISO time')
  .option('--note <text>', 'what the teacher adds for the students')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/assign.ts'), options));

const live = program.command('live').description("an institute's live classes and batches");

live
  .command('schedule')
  .description('schedule a live class for a class or one of its batches')
  .addOption(orgOption())
  .option('--class <class>', 'the class (id or name)')
  .option('--batch <batch>', 'a batch (id or title); the class is the batch’s')
  .requiredOption('--title <text>', 'the title, in English')
  .option('--title-hi <text>', 'the title in Hindi')
  .requiredOption(
    '--start <when>',
    'an ISO time (India time unless a zone is given), now, or +30m, +2h, +1d',
  )
  .requiredOption('--duration <minutes>', 'length in whole minutes')
  .option('--teacher <name>', "the teacher's name, as students see it")
  .option('--subject <code>', 'the subject taught')
  .option('--provider <id>', 'meeting service (default LIVE_CLASS_PROVIDER, jitsi)')
  .option('--room <name>', 'the meeting room (default: a random name nobody can guess)')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/liveSchedule.ts'), options));

live
  .command('list')
  .description('list live classes, soonest first, with what each is now')
  .addOption(orgOption())
  .option('--class <class>', 'only this class (id or name)')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/liveList.ts'), options));

live
  .command('cancel <liveClassId>')
  .description('call a live class off')
  .addOption(orgOption())
  .addOption(jsonOption())
  .action((id: string, options) => run(() => import('./commands/liveCancel.ts'), id, options));

live
  .command('end <liveClassId>')
  .description('end a live class that is on now, before its planned end')
  .addOption(orgOption())
  .addOption(jsonOption())
  .action((id: string, options) => run(() => import('./commands/liveEnd.ts'), id, options));

live
  .command('batch')
  .description('batches: series of live classes of a class')
  .command('new')
  .description('make a batch of a class')
  .addOption(orgOption())
  .requiredOption('--class <class>', 'the class (id or name)')
  .requiredOption('--title <text>', 'the title, in English')
  .option('--title-hi <text>', 'the title in Hindi')
  .option('--subject <code>', 'the subject the batch teaches')
  .addOption(jsonOption())
  .action((options) => run(() => import('./commands/liveBatchNew.ts'), options));

program
  .command('serve')
  .description('build if needed, migrate the database and serve the app and its services on PORT')
  .action(() => run(() => import('./commands/serve.ts')));

type Action<A extends unknown[]> = (...args: A) => Promise<number>;

/** Time a failed command's process gets to end on its own before it is ended. */
const LINGER_AFTER_FAILURE_MS = 1_000;

async function run<A extends unknown[]>(load: () => Promise<{ default: Action<A> }>, ...args: A) {
  try {
    const { default: action } = await load();
    process.exitCode = await action(...args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`abhyas: ${error.message}`);
      process.exitCode = EXIT.usage;
    } else if (error instanceof InvalidDataError) {
      console.error(`abhyas: ${error.message}`);
      process.exitCode = EXIT.invalid;
    } else {
      console.error(error);
      process.exitCode = EXIT.invalid;
    }
  }
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  const informational = ['commander.helpDisplayed', 'commander.version', 'commander.help'];
  process.exitCode = informational.includes(error.code) ? EXIT.ok : EXIT.usage;
}

// A command that failed has nothing left to do. Should something it opened still hold the event
// loop (a connection that keeps retrying), the process ends anyway, not staying up with nothing
// listening; the timer itself keeps nothing alive.
if (Number(process.exitCode ?? EXIT.ok) !== EXIT.ok) {
  setTimeout(() => process.exit(), LINGER_AFTER_FAILURE_MS).unref();
}
