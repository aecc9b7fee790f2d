import { render, screen } from '@testing-library/react';
import { ToastMessage } from '../toast-message';

it('shows the title in bold over its description, read as one message', () => {
  const { container } = render(
    <ToastMessage title="Vehicle deleted" description="“Red Baron” has been removed." />,
  );
  const title = screen.getByText('Vehicle deleted');
  expect(title.tagName).toBe('STRONG');
  expect(title.parentElement).toHaveTextContent('Vehicle deleted“Red Baron” has been removed.');
  // Inline elements only: react-hot-toast puts the message inside its own role="status" div.
  expect(container.querySelector('div, p')).toBeNull();
});
