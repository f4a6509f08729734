import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { planPracticeHref } from '../../../domain/achieve/achieveLinks.ts';
import type { PLAN_STEP_KINDS, planTile } from '../../../domain/contracts/achieve.ts';
import { runnerHref } from '../../../domain/mockTests/testLinks.ts';
import { useOpenVideo } from '../../../runtime/learn/playerAtom.ts';

export type PlanTile = z.output<typeof planTile>;
type PlanStepKind = (typeof PLAN_STEP_KINDS)[number];

const KIND_LABEL = {
  lesson: 'achieve.step.kind.lesson',
  practice: 'achieve.step.kind.practice',
  chapter_test: 'achieve.step.kind.chapterTest',
  mock_test: 'achieve.step.kind.mockTest',
} as const satisfies Record<PlanStepKind, string>;

/** The status in words, so it never rests on the tile's colour alone. */
const STATUS_LABEL = {
  pending: 'achieve.step.status.pending',
  started: 'achieve.step.status.started',
  done: 'achieve.step.status.done',
  missed: 'achieve.step.status.missed',
} as const satisfies Record<PlanTile['status'], string>;

/** Small inline icons, decorative (the kind is also written out). */
const KIND_ICON_PATH: Record<PlanStepKind, string> = {
  lesson: 'M8 5v14l11-7L8 5Z',
  practice:
    'M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83Z',
  chapter_test: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  mock_test: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z',
};

/** Parts of the description are read apart ("Physics, 15 min, Done"); the tile shows gaps. */
const PAUSE = <span className="visually-hidden">, </span>;

/** Where a step leads: the player for a lesson, plan-driven practice, or the test runner. */
export type PlanStepTarget =
  | { kind: 'video'; videoId: string; learnPath: string }
  | { kind: 'path'; path: string }
  | { kind: 'none' };

function planStepTarget(step: PlanTile, planId: string | undefined): PlanStepTarget {
  switch (step.kind) {
    case 'lesson':
      return { kind: 'video', videoId: step.object_id, learnPath: step.learn_path };
    case 'practice':
      // Plan-driven practice reports back to its plan: without the plan's id there is nowhere to go.
      return planId === undefined
        ? { kind: 'none' }
        : {
            kind: 'path',
            path: planPracticeHref({
              planId,
              stepIndex: step.step_index,
              learnPath: step.learn_path,
              concept: step.concept ?? undefined,
              title: step.title,
            }),
          };
    case 'chapter_test':
    case 'mock_test':
      return { kind: 'path', path: runnerHref(step.object_id) };
  }
}

export interface PlanStepLinkProps {
  step: PlanTile;
  planId: string | undefined;
  className: string;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/** What opens a step: a link to its page, a button opening the player, or plain text. */
export function PlanStepLink({ step, planId, children, ...props }: PlanStepLinkProps) {
  const openVideo = useOpenVideo();
  const target = planStepTarget(step, planId);
  if (target.kind === 'path')
    return (
      <Link {...props} to={target.path}>
        {children}
      </Link>
    );
  if (target.kind === 'video')
    return (
      <button
        {...props}
        type="button"
        onClick={() =>
          openVideo({
            videoId: target.videoId,
            source: 'achieve',
            module: 'achieve',
            ...(target.learnPath !== '' && { learnpathName: target.learnPath }),
          })
        }
      >
        {children}
      </button>
    );
  return <span {...props}>{children}</span>;
}

export interface PlanStepTileProps {
  step: PlanTile;
  /** The plan the step belongs to (practice reports its progress to it). */
  planId: string | undefined;
  /** The subject's name, when known; otherwise its code is shown. */
  subjectName?: string;
}

/**
 * One step of the plan as a tile: its kind (icon and word), title, subject, minutes and status in
 * words. Its name is the kind and title; subject, minutes and status are its description.
 */
export function PlanStepTile({ step, planId, subjectName }: PlanStepTileProps) {
  const intl = useIntl();
  const id = useId();
  const subject = subjectName ?? step.subject;
  return (
    <PlanStepLink
      step={step}
      planId={planId}
      className="plan-step"
      aria-labelledby={`${id}kind ${id}title`}
      aria-describedby={`${id}meta`}
    >
      <span className="plan-step__kind" data-kind={step.kind}>
        <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d={KIND_ICON_PATH[step.kind]} />
        </svg>
        <span id={`${id}kind`}>{intl.formatMessage({ id: KIND_LABEL[step.kind] })}</span>
      </span>
      <span className="plan-step__title" id={`${id}title`}>
        {step.title}
      </span>
      <span className="plan-step__meta" id={`${id}meta`}>
        {subject !== '' && (
          <span className="plan-step__subject">
            {subject}
            {PAUSE}
          </span>
        )}
        <span className="plan-step__minutes">
          <FormattedMessage id="achieve.step.minutes" values={{ minutes: step.minutes }} />
          {PAUSE}
        </span>
        <span className="plan-step__status" data-status={step.status}>
          <FormattedMessage id={STATUS_LABEL[step.status]} />
        </span>
      </span>
    </PlanStepLink>
  );
}
