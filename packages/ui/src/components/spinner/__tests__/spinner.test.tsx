import { render, screen } from '@testing-library/react';
import { PageLoader, Spinner } from '../spinner';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

it('is a status with a spoken label', () => {
  render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

it('takes a custom label', () => {
  render(<Spinner label="Uploading photos" />);
  expect(screen.getByRole('status')).toHaveTextContent('Uploading photos');
});

it('can be purely decorative', () => {
  const { container } = render(<Spinner decorative size="sm" />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  expect(container.firstElementChild).toHaveClass('cc-spinner--sm');
});

it('PageLoader announces loading for a whole page', () => {
  render(<PageLoader />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});
