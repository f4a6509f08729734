/** The meeting services a live class's room can be on; LIVE_CLASS_PROVIDER names one. */
export const MEETING_PROVIDER_NAMES = ['jitsi'] as const;
export type MeetingProviderName = (typeof MEETING_PROVIDER_NAMES)[number];

/** Who enters a room: the name the others in the meeting see. */
export interface MeetingParticipant {
  displayName: string;
}

/**
 * A meeting service that hosts live classes' rooms. The room page frames the address it gives,
 * so the app's CSP lets exactly `frameOrigins` be framed (server/plugins/securityHeaders.ts).
 */
export interface MeetingProvider {
  readonly id: MeetingProviderName;
  /** The address a participant opens (or the room page frames) to be in the room. */
  roomUrl(room: string, who: MeetingParticipant): string;
  /** Where the service keeps a room's recording, for services that record by themselves. */
  recordingUrl?(room: string): string | undefined;
  /** The origins the room page frames. */
  readonly frameOrigins: readonly string[];
}

/** Which meeting service live classes use, and where it is (LIVE_CLASS_PROVIDER, LIVE_CLASS_MEETING_URL). */
export interface MeetingSettings {
  provider: MeetingProviderName;
  /** The service's base address: rooms are below it. */
  meetingUrl: string;
}

/** Jitsi's public service: a deployment with its own Jitsi points LIVE_CLASS_MEETING_URL there. */
export const JITSI_MEETING_URL = 'https://meet.jit.si';

export const DEFAULT_MEETINGS: MeetingSettings = {
  provider: 'jitsi',
  meetingUrl: JITSI_MEETING_URL,
};
