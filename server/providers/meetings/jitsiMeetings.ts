import { createHash } from 'node:crypto';
import type { MeetingProvider } from './MeetingProvider.ts';

/** Characters a room name keeps; anything else becomes a dash, so a name stays one path segment. */
const UNSAFE_IN_ROOM = /[^A-Za-z0-9_-]+/g;
/** Jitsi refuses longer room names; the hash of a changed name fits in beside the rest. */
const ROOM_NAME_MAX_LENGTH = 200;
const ROOM_HASH_LENGTH = 12;

/**
 * A room name that stays one path segment of the meeting address. A name that had to change
 * carries a hash of the original, so two names that differ only in unsafe letters (two Hindi
 * titles, say) never meet in one room.
 */
export function safeRoomName(room: string): string {
  const safe = room.replace(UNSAFE_IN_ROOM, '-').replace(/^-+|-+$/g, '');
  if (safe === room && room !== '' && room.length <= ROOM_NAME_MAX_LENGTH) return room;
  const hash = createHash('sha256').update(room).digest('hex').slice(0, ROOM_HASH_LENGTH);
  const kept = safe.slice(0, ROOM_NAME_MAX_LENGTH - ROOM_HASH_LENGTH - 1);
  return kept === '' ? `room-${hash}` : `${kept}-${hash}`;
}

/**
 * Rooms on a Jitsi Meet service (meet.jit.si or a deployment's own): the room is the path, and
 * the fragment, which Jitsi reads in the browser and never sends to its server, carries the
 * student's name (a JSON string, as Jitsi parses its fragment) and skips the pre-join page, since
 * the room page already stands for it.
 */
export function jitsiMeetings(meetingUrl: string): MeetingProvider {
  const base = new URL(meetingUrl);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  return {
    id: 'jitsi',
    roomUrl(room, who) {
      const settings = [
        `userInfo.displayName=${encodeURIComponent(JSON.stringify(who.displayName))}`,
        'config.prejoinPageEnabled=false',
      ];
      return `${prefix}/${safeRoomName(room)}#${settings.join('&')}`;
    },
    frameOrigins: [base.origin],
  };
}
