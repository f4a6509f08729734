import { embiumBalanceCall } from '../../domain/contracts/embiums.ts';
import { callApi } from '../api/callApi.ts';

/** The child's embiums now; 204 means none yet (shell spec §7), which is 0. */
export async function readEmbiumBalance(): Promise<number> {
  const { body } = await callApi(embiumBalanceCall, { feature: 'embiums_balance' });
  return body?.current_value ?? 0;
}
