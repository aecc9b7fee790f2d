import { render, screen } from '@testing-library/react';
import { PasswordStrength } from '../password-strength';

it('is a named meter that reads its level in words', () => {
  render(<PasswordStrength level={2} label="Strength" levelText="Fair" />);
  const meter = screen.getByRole('meter', { name: 'Strength' });
  expect(meter).toHaveAttribute('aria-valuenow', '2');
  expect(meter).toHaveAttribute('aria-valuemin', '0');
  expect(meter).toHaveAttribute('aria-valuemax', '4');
  expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
  expect(meter.querySelectorAll('.cc-strength__segment--on')).toHaveLength(2);
});

it('shows the level as text in a polite live region, without a role that toasts use', () => {
  render(<PasswordStrength level={4} label="Strength" levelText="Strong" />);
  const line = screen.getByText('Strong').closest('p');
  expect(line).toHaveTextContent('Strength: Strong');
  expect(line).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('lists the reasons a password is refused', () => {
  render(
    <PasswordStrength
      level={0}
      label="Strength"
      levelText="Too weak"
      reasons={['Too common', 'Contains your nickname']}
    />,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Too common',
    'Contains your nickname',
  ]);
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
});

it('keeps the level within the scale and shows no list without reasons', () => {
  const { rerender } = render(<PasswordStrength level={9} label="Strength" levelText="Strong" />);
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  rerender(<PasswordStrength level={-1} label="Strength" levelText="Too weak" />);
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
