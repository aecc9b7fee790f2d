import { commonPasswordsLoaded } from '@carclub/contracts';
import { i18n, initI18n } from '@carclub/i18n';
import { act, render, screen } from '@testing-library/react';

import { PasswordStrengthMeter } from '../index';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

it('shows nothing and downloads nothing before the user types', () => {
  const { container } = render(<PasswordStrengthMeter password="" />);
  expect(container).toBeEmptyDOMElement();
  expect(commonPasswordsLoaded()).toBe(false);
});

it('loads the common passwords on first use, then calls a common one too weak and says why', async () => {
  const loaded = jest.fn();
  render(<PasswordStrengthMeter password="football1" onCommonPasswordsLoaded={loaded} />);
  expect(screen.getByRole('meter', { name: 'Strength' })).not.toHaveAttribute(
    'aria-valuetext',
    'Too weak',
  );

  expect(
    await screen.findByText(
      'This password is one of the most common ones. Please choose a less obvious one',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Strength' })).toHaveAttribute(
    'aria-valuetext',
    'Too weak',
  );
  expect(loaded).toHaveBeenCalledTimes(1);
});

it("names the account's e-mail and nickname among the reasons", () => {
  render(
    <PasswordStrengthMeter
      password="ann.smith-driftann"
      context={{ email: 'ann.smith@example.com', nickname: 'DriftAnn' }}
    />,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Password must not contain the name from your email address',
    'Password must not contain your nickname',
  ]);
});

it('rates a long varied password strong, in the interface language', async () => {
  const { rerender } = render(<PasswordStrengthMeter password="Kd8#fgWr!tz-42xq" />);
  expect(screen.getByText('Strength:', { exact: false })).toHaveTextContent('Strength: Strong');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();

  await act(() => i18n.changeLanguage('uk'));
  rerender(<PasswordStrengthMeter password="Kd8#fgWr!tz-42xq" />);
  expect(screen.getByRole('meter', { name: 'Надійність' })).toHaveAttribute(
    'aria-valuetext',
    'Надійний',
  );
  await act(() => i18n.changeLanguage('en'));
});
