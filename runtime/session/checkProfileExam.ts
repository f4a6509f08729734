import { goalsExamsCall } from '../../domain/contracts/content.ts';
import { profileExamMatches } from '../../domain/profiles/profileExamMatches.ts';
import { callApi } from '../api/callApi.ts';

/** Whether the profile's goal and exam are still a pair of the exam list. */
export async function profileExamIsListed(profile: {
  primary_goal: string | null;
  primary_exam: string | null;
}): Promise<boolean> {
  const answer = await callApi(goalsExamsCall);
  return profileExamMatches(profile, answer.body.data);
}
