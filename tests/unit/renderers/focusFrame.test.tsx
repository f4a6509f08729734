// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Frame } from '../../../renderers/shell/Frame.tsx';
import { useFocusFrame } from '../../../runtime/routing/useFocusFrame.ts';
import { bundledBrand } from './renderWithShell.tsx';
import { renderLearn, signedInStore } from './renderLearn.tsx';
import { stubServices } from './stubServices.ts';

afterEach(cleanup);

let mounts = 0;

/** A screen with a state of its own that turns focus mode on and off, as the runner does. */
function Screen() {
  const [focus, setFocus] = useState(false);
  useFocusFrame(focus);
  useEffect(() => {
    mounts++;
  }, []);
  return (
    <button type="button" onClick={() => setFocus(!focus)}>
      {focus ? 'In focus' : 'Not in focus'}
    </button>
  );
}

describe('focus mode of the frame', () => {
  it('drops the site header and footer while a screen holds it, without starting the screen over', async () => {
    stubServices();
    mounts = 0;
    renderLearn(
      <Frame>
        <Screen />
      </Frame>,
      await bundledBrand('abhyas'),
      { path: '/learn/home', store: signedInStore() },
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Not in focus' }));
    });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').dataset.frame).toBe('focus');

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'In focus' }));
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not in focus' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
