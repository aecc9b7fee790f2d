import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from '../button';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

it('is a plain button by default, so it never submits a form by accident', async () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button>Save</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('applies the variant and size classes', () => {
  render(
    <Button variant="danger" size="lg">
      Delete
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button).toHaveClass('cc-button--danger', 'cc-button--lg');
});

it('calls onClick and forwards its ref', async () => {
  const onClick = jest.fn();
  const ref = createRef<HTMLButtonElement>();
  render(
    <Button ref={ref} onClick={onClick}>
      Go
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
});

describe('loading', () => {
  it('is busy, keeps its name and focus, and ignores clicks and form submission', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();

    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a spinner that screen readers skip', () => {
    render(<Button loading>Save</Button>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button').querySelector('.cc-spinner')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('submits again once loading ends', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

it('cannot be pressed when disabled', async () => {
  const onClick = jest.fn();
  render(
    <Button disabled onClick={onClick}>
      Go
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(onClick).not.toHaveBeenCalled();
});
