import { jitsiMeetings } from './jitsiMeetings.ts';
import type { MeetingProvider, MeetingProviderName, MeetingSettings } from './MeetingProvider.ts';

/** Each meeting service by name: a new one is a type error until it is here. */
const PROVIDERS: Readonly<Record<MeetingProviderName, (meetingUrl: string) => MeetingProvider>> = {
  jitsi: jitsiMeetings,
};

/** The meeting service the settings choose. */
export function meetingProviderOf(settings: MeetingSettings): MeetingProvider {
  return PROVIDERS[settings.provider](settings.meetingUrl);
}
