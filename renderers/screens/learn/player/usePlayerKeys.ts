import { useEffect, useEffectEvent } from 'react';
import { SEEK_STEP_S } from '../../../../domain/learn/playerConstants.ts';

export interface PlayerKeyActions {
  /** Whether playback keys apply now (no prompt or frame over the video). */
  enabled: boolean;
  onEscape: () => void;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onFullscreen: () => void;
  onMute: () => void;
}

/**
 * The player's keys: space or k play and pause, ← and → seek 10 s, f fullscreen, m mute, Escape
 * closes. Keys typed into a menu or field keep their own meaning, and space still presses buttons.
 */
export function usePlayerKeys(actions: PlayerKeyActions): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      actions.onEscape();
      return;
    }
    const target = event.target instanceof Element ? event.target : undefined;
    if (!actions.enabled || target?.closest('input, select, textarea, [contenteditable]')) return;
    const onButton = Boolean(target?.closest('button, a'));
    const key = event.key.toLowerCase();
    if ((key === ' ' && !onButton) || key === 'k') actions.onTogglePlay();
    else if (key === 'arrowleft') actions.onSeek(-SEEK_STEP_S);
    else if (key === 'arrowright') actions.onSeek(SEEK_STEP_S);
    else if (key === 'f') actions.onFullscreen();
    else if (key === 'm') actions.onMute();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
