import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmptyState } from '../empty-state';

// jsdom lays nothing out, but it does cascade style sheets: with the component's own CSS in the
// page, the size the icon gets can be read back.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '..', 'empty-state.css'), 'utf8');
  document.head.append(style);
});

it.each([
  ['given directly', <svg key="icon" data-testid="icon" viewBox="0 0 96 48" />],
  [
    'wrapped in an element of its own (a decorative placeholder component)',
    <div key="icon" aria-hidden="true">
      <svg data-testid="icon" viewBox="0 0 96 48" />
    </div>,
  ],
])('gives an icon %s a size, so it shows in the circle', (_case, icon) => {
  render(<EmptyState icon={icon} title="No cars yet" />);
  // An svg with only a viewBox has no size of its own: in the centred circle it shrinks to 0.
  const { width, height } = getComputedStyle(screen.getByTestId('icon'));
  expect(width).toBe('2rem');
  expect(height).toBe('2rem');
});
