import { render, screen } from '@testing-library/react';
import { ProgressBar } from '../progress-bar';

it('is a named progress bar reporting its value', () => {
  render(<ProgressBar value={45} label="golf.jpg" valueText="45%, uploading" />);
  const bar = screen.getByRole('progressbar', { name: 'golf.jpg' });
  expect(bar).toHaveAttribute('aria-valuenow', '45');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '45%, uploading');
  expect(bar.firstElementChild).toHaveStyle({ width: '45%' });
});

it('keeps the value within 0 and max', () => {
  const { rerender } = render(<ProgressBar value={150} max={50} label="file" />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '100%' });
  rerender(<ProgressBar value={-3} max={50} label="file" />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
});

it('can take its name from another element and shows its tone', () => {
  render(
    <>
      <span id="name">photo.png</span>
      <ProgressBar value={100} aria-labelledby="name" tone="success" />
    </>,
  );
  const bar = screen.getByRole('progressbar', { name: 'photo.png' });
  expect(bar).toHaveClass('cc-progress--success');
});
