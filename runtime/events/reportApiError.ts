import {
  API_ERROR_EVENT,
  apiErrorRecord,
  type ApiFailure,
} from '../../domain/events/apiErrorRecord.ts';
import { SERVICE_BASES } from '../api/serviceBases.ts';
import { sendEvent } from './sendEvent.ts';

/**
 * Files a failed call as the spec's error record. Calls to the events service itself are never
 * filed: its failure would be reported to the service that just failed, and again, and again.
 */
export function reportApiError(base: string, failure: ApiFailure, feature: string, url: string) {
  if (base === SERVICE_BASES.events) return;
  const record = apiErrorRecord(failure, feature, url);
  sendEvent(API_ERROR_EVENT.namespace, API_ERROR_EVENT.topic, { ...record });
}
