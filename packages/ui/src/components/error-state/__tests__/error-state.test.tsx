import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from '../error-state';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

it('announces a default title and the message', () => {
  render(<ErrorState message="Server connection error" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong');
  expect(alert).toHaveTextContent('Server connection error');
  expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
});

it('retries with "Try again"', async () => {
  const onRetry = jest.fn();
  render(<ErrorState title="Could not load your cars" onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows the retry in progress and ignores repeated presses', async () => {
  const onRetry = jest.fn();
  render(<ErrorState onRetry={onRetry} retrying />);
  const button = screen.getByRole('button', { name: 'Try again' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onRetry).not.toHaveBeenCalled();
});

it('has no retry button without onRetry', () => {
  render(<ErrorState title="Gone" headingLevel={3} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Gone' })).toBeInTheDocument();
});
