import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@carclub/i18n';

import '../../../i18n';
import { reportError } from '../../../lib/monitoring';
import { ErrorFallback, ErrorPage } from '../error-page';

jest.mock('../../../lib/monitoring', () => ({ reportError: jest.fn() }));

describe('error screens', () => {
  beforeAll(async () => {
    await initI18n();
    await setLanguage('en');
  });
  beforeEach(() => jest.mocked(reportError).mockClear());

  it('the error page shows the message, both actions and the details, and reports the error', async () => {
    const retry = jest.fn();
    const error = new Error('Vehicle list exploded');
    render(<ErrorPage error={error} onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Vehicle list exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('the error page falls back to a generic text for errors without a message', () => {
    render(<ErrorPage error={{ weird: true }} />);
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('the fallback toggles the error message with Show Error / Hide Error', async () => {
    render(<ErrorFallback error={new Error('Provider failed')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('Provider failed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Provider failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Provider failed')).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
