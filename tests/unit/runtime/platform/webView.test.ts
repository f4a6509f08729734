// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTOR_COLOURS } from '../../../../domain/shell/projectorMode.ts';
import {
  applyProjectorMode,
  PROJECTOR_ATTRIBUTE,
} from '../../../../runtime/brand/applyProjectorMode.ts';
import { blockContextMenu } from '../../../../runtime/platform/contextMenu.ts';
import { dismissWebView, NATIVE_DISMISS } from '../../../../runtime/platform/dismissWebView.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('dismissing the app’s web view', () => {
  it('asks the Android app through its JavaScript interface', () => {
    const dismiss = vi.fn();
    const host = { [NATIVE_DISMISS.androidInterface]: { [NATIVE_DISMISS.androidMethod]: dismiss } };
    expect(dismissWebView('ssoFailed', host)).toBe(true);
    expect(dismiss).toHaveBeenCalledWith('ssoFailed');
  });

  it('asks the iOS app through its message handler', () => {
    const postMessage = vi.fn();
    const host = { webkit: { messageHandlers: { [NATIVE_DISMISS.iosHandler]: { postMessage } } } };
    expect(dismissWebView('ssoFailed', host)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ action: 'dismiss', reason: 'ssoFailed' });
  });

  it('answers false without a bridge, or when the bridge throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(dismissWebView('ssoFailed', {})).toBe(false);
    expect(dismissWebView('ssoFailed', { webkit: { messageHandlers: {} } })).toBe(false);
    const broken = {
      [NATIVE_DISMISS.androidInterface]: {
        [NATIVE_DISMISS.androidMethod]: () => {
          throw new Error('gone');
        },
      },
    };
    expect(dismissWebView('ssoFailed', broken)).toBe(false);
  });
});

describe('context menu', () => {
  it('is turned off on the page but kept in text fields, until undone', () => {
    const undo = blockContextMenu(document);
    document.body.innerHTML =
      '<p id="text">Atoms</p><input id="otp" /><textarea id="note"></textarea>';
    const open = (id: string) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(open('text')).toBe(false);
    expect(open('otp')).toBe(true);
    expect(open('note')).toBe(true);
    undo();
    expect(open('text')).toBe(true);
  });
});

describe('projector mode', () => {
  it('lays the high-contrast colours and larger text over the brand’s when asked and allowed', () => {
    const root = document.createElement('div');
    root.style.setProperty('--color-primary', '#3a2fb8');
    expect(applyProjectorMode(new URLSearchParams('projectorMode=true'), true, root)).toBe(true);
    expect(root.style.getPropertyValue('--color-primary')).toBe(PROJECTOR_COLOURS.primary);
    expect(root.style.getPropertyValue('--color-on-primary')).toBe(PROJECTOR_COLOURS.onPrimary);
    expect(root.style.fontSize).toBe('125%');
    expect(root.hasAttribute(PROJECTOR_ATTRIBUTE)).toBe(true);
  });

  it('leaves the brand’s theme alone otherwise', () => {
    const root = document.createElement('div');
    root.style.setProperty('--color-primary', '#3a2fb8');
    expect(applyProjectorMode(new URLSearchParams('projectorMode=true'), false, root)).toBe(false);
    expect(applyProjectorMode(new URLSearchParams(''), true, root)).toBe(false);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#3a2fb8');
    expect(root.hasAttribute(PROJECTOR_ATTRIBUTE)).toBe(false);
  });
});
