// @vitest-environment happy-dom
import { cleanup, render, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFrame, useFocusFrameActive } from '../../../../runtime/routing/useFocusFrame.ts';

afterEach(cleanup);

function Declarer({ active }: { active: boolean }) {
  useFocusFrame(active);
  return null;
}

describe('useFocusFrame', () => {
  it('holds the focus frame while some mounted screen declares it', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const frame = renderHook(() => useFocusFrameActive(), { wrapper });
    expect(frame.result.current).toBe(false);

    const first = render(<Declarer active />, { wrapper });
    const second = render(<Declarer active />, { wrapper });
    frame.rerender();
    expect(frame.result.current).toBe(true);

    // One of two leaving does not switch it off under the other.
    first.unmount();
    frame.rerender();
    expect(frame.result.current).toBe(true);

    // A stage that is not a focus stage (the runner's summary) gives it back.
    second.rerender(<Declarer active={false} />);
    frame.rerender();
    expect(frame.result.current).toBe(false);
  });
});
