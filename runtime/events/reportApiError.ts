import {
  API_ERROR_EVENT,
  apiErrorRecord,
  type ApiFailure,
  type ErrorPlace,
} from '../../domain/events/apiErrorRecord.ts';
import type { ServiceName } from '../../domain/contracts/serviceBases.ts';
import { sendEvent } from './sendEvent.ts';

/**
 * Files a failed call as the spec's error record. Calls to the events service itself are never
 * filed: its failure would be reported to the service that just failed, and again, and again.
 */
export function reportApiError(
  service: ServiceName,
  failure: ApiFailure,
  feature: string,
  url: string,
  place?: ErrorPlace,
) {
  if (service === 'events') return;
  const record = apiErrorRecord(failure, feature, url, place);
  sendEvent(API_ERROR_EVENT.namespace, API_ERROR_EVENT.topic, { ...record });
}
