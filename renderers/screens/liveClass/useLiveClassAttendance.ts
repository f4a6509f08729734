import { useCallback, useEffect, useRef, useState } from 'react';
import { liveClassAttendanceCall } from '../../../domain/contracts/liveClasses.ts';
import { MS_PER_SECOND } from '../../../domain/rules/numberFormat.ts';
import {
  LIVE_HEARTBEAT_SECONDS,
  type AttendanceEvent,
  type LiveClassAttendedStatus,
} from '../../../domain/liveClass/attendance.ts';
import { ApiError, callApi } from '../../../runtime/api/callApi.ts';

type Timer = { current: ReturnType<typeof setInterval> | undefined };

function stopBeating(heartbeat: Timer): void {
  clearInterval(heartbeat.current);
  heartbeat.current = undefined;
}

/** What the server counted after the last event. */
export interface AttendanceAnswer {
  liveClassAttendedStatus: LiveClassAttendedStatus;
  timeSpent: number;
}

export interface LiveClassAttendance {
  /** The server's count after the last event it answered. */
  answer: AttendanceAnswer | undefined;
  /** The last event failed (the next beat counts the time since the last one that reached it). */
  failed: boolean;
  /** "Leave class": says so now, and nothing more is sent. */
  leave: () => Promise<void>;
}

/**
 * The student's presence in a class's room, told to the server (docs/decisions/classrooms.md,
 * "Attendance"): `join` when the room opens, a `heartbeat` every LIVE_HEARTBEAT_SECONDS, and
 * `leave` on "Leave class", when the room closes (another page of the app) and when the page is
 * hidden for good (`pagehide`: the tab closed, a reload, another site). The leaving events go with
 * `keepalive`, so they reach the server though the page is gone; a page shown again from the
 * back-forward cache joins again. `onClosed` hears that the server no longer counts this class
 * (it ended or was cancelled meanwhile).
 */
export function useLiveClassAttendance(
  liveClassId: string,
  onClosed: () => void,
): LiveClassAttendance {
  const [answer, setAnswer] = useState<AttendanceAnswer>();
  const [failed, setFailed] = useState(false);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  /** Whether the student is in the room as far as this page knows: no leave is sent twice. */
  const inRoom = useRef(false);
  const heartbeat = useRef<ReturnType<typeof setInterval>>(undefined);

  const send = useCallback(
    async (event: AttendanceEvent, keepalive = false) => {
      try {
        const sent = await callApi(liveClassAttendanceCall, {
          params: { liveClassId },
          body: { event },
          keepalive,
        });
        setAnswer(sent.body.data);
        setFailed(false);
      } catch (error) {
        // callApi has filed the failure; the student is told, and the next beat catches up.
        if (error instanceof ApiError && error.code === 'LIVE_CLASS_NOT_OPEN') {
          // Over (or cancelled): nothing more is counted, so nothing more is sent.
          inRoom.current = false;
          stopBeating(heartbeat);
          closed.current();
        } else setFailed(true);
      }
    },
    [liveClassId],
  );

  const enter = useCallback(() => {
    inRoom.current = true;
    void send('join');
    clearInterval(heartbeat.current);
    heartbeat.current = setInterval(
      () => void send('heartbeat'),
      LIVE_HEARTBEAT_SECONDS * MS_PER_SECOND,
    );
  }, [send]);

  const exit = useCallback(
    (keepalive: boolean) => {
      stopBeating(heartbeat);
      if (!inRoom.current) return Promise.resolve();
      inRoom.current = false;
      return send('leave', keepalive);
    },
    [send],
  );

  useEffect(() => {
    enter();
    const hidden = () => void exit(true);
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted && !inRoom.current) enter();
    };
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
      void exit(true);
    };
  }, [enter, exit]);

  return { answer, failed, leave: useCallback(() => exit(true), [exit]) };
}
