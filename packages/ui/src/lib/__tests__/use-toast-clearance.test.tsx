import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { TOAST_CLEARANCE_PROPERTY, useToastClearance } from '../use-toast-clearance';

function SaveBar() {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return <div ref={ref} data-testid="bar" />;
}

const clearance = () => document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_PROPERTY);

/** jsdom lays nothing out: the bar's box is what the test says, in an 800 px high window. */
let barTop = 0;
beforeAll(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: barTop, bottom: barTop + 70, height: 70 }) as DOMRect);
});
afterAll(() => jest.restoreAllMocks());

describe('useToastClearance', () => {
  it('lifts the toasts by what the bar covers of the window, follows scrolling, and lets go when the bar goes', () => {
    barTop = 730;
    const { unmount } = render(<SaveBar />);
    expect(clearance()).toBe('70px');

    // At the end of its form the bar rides up with the page: the toasts stay above it.
    barTop = 500;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(clearance()).toBe('300px');

    // Scrolled away, below the window: nothing to clear.
    barTop = 900;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(clearance()).toBe('0px');

    unmount();
    expect(clearance()).toBe('');
  });
});
