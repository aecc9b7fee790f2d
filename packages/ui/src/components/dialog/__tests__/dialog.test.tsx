import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, Dialog, type DialogProps } from '../dialog';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

function Harness({
  children,
  ...props
}: Partial<Omit<DialogProps, 'open' | 'onClose'>> & {
  children?: ReactNode;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Dialog
        title="Rename car"
        description="Pick a name other members will see."
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        {children ?? (
          <>
            <label>
              Name <input />
            </label>
            <button type="button">Save</button>
          </>
        )}
      </Dialog>
    </div>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog');
}

it('renders nothing while closed', () => {
  render(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('is a modal dialog named by its title and described by its description', async () => {
  render(<Harness />);
  const dialog = await openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleName('Rename car');
  expect(dialog).toHaveAccessibleDescription('Pick a name other members will see.');
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('focuses the first field of the content, not the close button', async () => {
  render(<Harness />);
  await openDialog();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

it('focuses initialFocusRef when given', async () => {
  function WithInitialFocus() {
    const save = useRef<HTMLButtonElement>(null);
    return (
      <Harness initialFocusRef={save}>
        <input aria-label="Name" />
        <button ref={save} type="button">
          Save
        </button>
      </Harness>
    );
  }
  render(<WithInitialFocus />);
  await openDialog();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

it('traps Tab and Shift+Tab inside the dialog', async () => {
  render(<Harness />);
  const dialog = await openDialog();
  const close = within(dialog).getByRole('button', { name: 'Close' });
  const input = within(dialog).getByRole('textbox', { name: 'Name' });
  const save = within(dialog).getByRole('button', { name: 'Save' });

  await userEvent.tab();
  expect(save).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(input).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(save).toHaveFocus();
});

it('closes on Esc and returns focus to the opener', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('closes with the close button and on a backdrop click, but not on a click inside', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  let dialog = await openDialog();
  await userEvent.click(within(dialog).getByText('Pick a name other members will see.'));
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);

  dialog = await openDialog();
  await userEvent.click(dialog.parentElement as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('stays open while not dismissible', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} dismissible={false} />);
  const dialog = await openDialog();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(dialog.parentElement as HTMLElement);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('makes the rest of the page inert and stops it scrolling, and undoes both on close', async () => {
  const { container } = render(<Harness />);
  await openDialog();
  expect(container).toHaveAttribute('inert');
  expect(document.documentElement.style.overflow).toBe('hidden');
  // Outside the dialog nothing is exposed to assistive technology any more.
  expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(container).not.toHaveAttribute('inert');
  expect(document.documentElement.style.overflow).toBe('');
  expect(screen.getByRole('button', { name: 'Behind' })).toBeInTheDocument();
});

it('with nested dialogs, Esc closes only the top one', async () => {
  function Nested() {
    const [inner, setInner] = useState(false);
    return (
      <Harness>
        <button type="button" onClick={() => setInner(true)}>
          More
        </button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
          <button type="button">Inner action</button>
        </Dialog>
      </Harness>
    );
  }
  render(<Nested />);
  await openDialog();
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Rename car' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('hidden');
});

it('removes its portal when the owner unmounts while open', async () => {
  const { unmount } = render(<Harness />);
  await openDialog();
  unmount();
  expect(document.body.querySelector('.cc-dialog-portal')).toBeNull();
  expect(document.documentElement.style.overflow).toBe('');
});

describe('ConfirmDialog', () => {
  function DeleteCar({ busy = false, onConfirm = jest.fn(), onCancel = jest.fn() }) {
    return (
      <ConfirmDialog
        open
        title="Delete this car?"
        description="Its photos and logbook go too."
        tone="danger"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }

  it('is an alert dialog that starts on the safe choice', () => {
    render(<DeleteCar />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this car?' });
    expect(dialog).toHaveAccessibleDescription('Its photos and logbook go too.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('reports confirm, cancel and Esc', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<DeleteCar onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, shows progress and can be neither confirmed twice nor dismissed', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<DeleteCar busy onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('falls back to translated button labels', () => {
    render(<ConfirmDialog open title="Sure?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

it('closes when open turns false from outside', () => {
  const { rerender } = render(<Dialog open title="A" onClose={jest.fn()} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  act(() => rerender(<Dialog open={false} title="A" onClose={jest.fn()} />));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
