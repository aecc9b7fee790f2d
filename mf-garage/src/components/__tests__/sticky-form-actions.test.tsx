import { fireEvent, render, screen } from '@testing-library/react';

import { StickyFormActions } from '../sticky-form-actions';

/** jsdom lays nothing out: each element's box as the test says. */
function placeAt(element: Element, top: number, height: number) {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 390,
    width: 390,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

function renderForm() {
  return render(
    <form>
      <label>
        Name <input name="name" />
      </label>
      <label>
        Year <input name="year" />
      </label>
      <StickyFormActions>
        <button type="submit">Save</button>
      </StickyFormActions>
    </form>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('keeps the page’s bottom scroll padding at the bar’s height while it is shown', () => {
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  // Every box 120 px tall, the bar's among them (jsdom lays nothing out).
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top: 724, bottom: 844, height: 120 } as DOMRect);
  const view = renderForm();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('128px');
  view.unmount();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});

it('scrolls a focused field out from under the bar, and leaves one above it alone', () => {
  renderForm();
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy;
  const bar = screen.getByRole('button', { name: 'Save' }).parentElement!;
  placeAt(bar, 724, 120);
  const name = screen.getByRole('textbox', { name: 'Name' });
  const year = screen.getByRole('textbox', { name: 'Year' });
  placeAt(name, 300, 40);
  placeAt(year, 760, 40);

  fireEvent.focusIn(name);
  expect(scrollBy).not.toHaveBeenCalled();
  fireEvent.focusIn(year);
  // Its bottom (800) was 76 px under the bar's top (724): up by that and a little room.
  expect(scrollBy).toHaveBeenCalledWith({ top: 84, behavior: 'instant' });
  scrollBy.mockClear();
  fireEvent.focusIn(screen.getByRole('button', { name: 'Save' }));
  expect(scrollBy).not.toHaveBeenCalled();
});
