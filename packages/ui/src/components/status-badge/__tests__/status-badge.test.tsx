import { i18n } from '@carclub/i18n';
import { act, render, screen } from '@testing-library/react';
import { VehicleStatusBadge } from '../status-badge';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

it.each([
  ['active', 'In the garage'],
  ['selling', 'For sale'],
  ['sold', 'Sold'],
] as const)('says %s as "%s", led by a hidden "Status:"', (status, words) => {
  render(<VehicleStatusBadge status={status} />);
  const badge = screen.getByText(words);
  expect(badge).toHaveTextContent(`Status: ${words}`);
  expect(badge).toHaveClass(`cc-status-badge--${status}`, 'cc-status-badge--sm');
});

it('has the same words in Ukrainian, whatever the page', async () => {
  await act(() => i18n.changeLanguage('uk'));
  const { rerender } = render(<VehicleStatusBadge status="active" size="md" className="x" />);
  expect(screen.getByText('У гаражі')).toHaveTextContent('Статус: У гаражі');
  expect(screen.getByText('У гаражі')).toHaveClass('cc-status-badge--md', 'x');
  rerender(<VehicleStatusBadge status="selling" />);
  expect(screen.getByText('Продається')).toBeInTheDocument();
  rerender(<VehicleStatusBadge status="sold" />);
  expect(screen.getByText('Продано')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
});
