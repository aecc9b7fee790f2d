import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { ControlsOnceStarted } from '../controls-once-started';

const page = (
  <ControlsOnceStarted>
    <label>
      Search <input />
    </label>
  </ControlsOnceStarted>
);

describe('ControlsOnceStarted', () => {
  it('keeps the server-rendered controls disabled until the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDisabled();

    const errors = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeEnabled();
    // The first render matched the server's HTML.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the controls of a page the browser renders itself enabled', () => {
    render(page);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeEnabled();
  });
});
