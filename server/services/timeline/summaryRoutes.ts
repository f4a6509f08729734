import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hourSummaryDetailsCall,
  metadataSummaryCall,
  practicedQuestionsCall,
  todayCall,
  TODAY_ITEMS_MAX,
  type TimelineItem,
} from '../../../domain/contracts/timeline.ts';
import { summarisePeriod } from '../../../domain/timeline/summariseTimeline.ts';
import {
  timelineEntry,
  type StoredRecord,
  type TimelineEntry,
} from '../../../domain/timeline/timelineEntry.ts';
import { periodOf, type DateType } from '../../../domain/timeline/timelinePeriods.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { KeptActivity, timelineStore } from './timelineStore.ts';

export interface SummaryRoutesDeps {
  store: ReturnType<typeof timelineStore>;
  /** The calling child's id; refuses anyone else (requireChild). */
  childId: (request: FastifyRequest) => Promise<string>;
  clock: () => number;
}

const entryOf = (kept: KeptActivity): TimelineEntry =>
  timelineEntry(kept.id, kept.created_at, JSON.parse(kept.record) as StoredRecord);

const itemOf = (entry: TimelineEntry): TimelineItem => ({
  id: entry.id,
  timestamp: entry.at,
  type: entry.type,
  content_id: entry.content_id,
  format_reference: entry.format_reference ?? null,
  subject: entry.subject,
  chapter: entry.chapter ?? null,
  activity_duration: entry.seconds,
  status: entry.status ?? null,
});

/**
 * The timeline's summaries (spec §7): computed on each call from the child's own records of the
 * asked period, bucketed in the student's calendar by the pure rules of domain/timeline.
 */
export function summaryRoutes(app: FastifyInstance, deps: SummaryRoutesDeps): void {
  const { store } = deps;
  const summary = async (
    childId: string,
    dateType: DateType,
    at: number | undefined,
    offset: number,
  ) => {
    const period = periodOf(dateType, at ?? deps.clock(), offset);
    const kept = await store.activitiesBetween(childId, period.timestamp, period.endTimeStamp);
    return { period, entries: kept.map(entryOf) };
  };

  registerCall(app, todayCall, async ({ query }, request) => {
    const childId = await deps.childId(request);
    const { period, entries } = await summary(
      childId,
      'day',
      query.timestamp,
      query.utc_offset_minutes,
    );
    const { total } = summarisePeriod(period, entries);
    const items = entries.reverse().slice(0, TODAY_ITEMS_MAX).map(itemOf);
    return { body: { data: { summary: total, items } } };
  });

  registerCall(app, metadataSummaryCall, async ({ query }, request) => {
    const childId = await deps.childId(request);
    const { period, entries } = await summary(
      childId,
      query.dateType,
      query.timestamp,
      query.utc_offset_minutes,
    );
    return { body: { data: summarisePeriod(period, entries) } };
  });

  registerCall(app, hourSummaryDetailsCall, async ({ query }, request) => {
    const childId = await deps.childId(request);
    const { period, entries } = await summary(
      childId,
      'day',
      query.timestamp,
      query.utc_offset_minutes,
    );
    return { body: { data: summarisePeriod(period, entries) } };
  });

  registerCall(app, practicedQuestionsCall, async ({ params }, request) => {
    const childId = await deps.childId(request);
    const kept = await store.activitiesOfSession(childId, params.id, 'Practice');
    const questions = kept.map(entryOf).map(itemOf);
    return { body: { data: { session_id: params.id, questions } } };
  });
}
