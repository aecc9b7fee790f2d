import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropZone } from '../file-drop-zone';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

const transfer = (files: File[], types = ['Files']) => ({
  dataTransfer: { files, types, dropEffect: 'none' },
});

function renderZone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFiles = jest.fn();
  const view = render(
    <FileDropZone
      buttonLabel="Choose photos"
      hint="or drop them here"
      accept="image/jpeg"
      multiple
      onFiles={onFiles}
      {...props}
    />,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const zone = view.container.firstElementChild as HTMLElement;
  return { ...view, onFiles, input, zone };
}

it('opens the picker from a button described by the hint, and reports the chosen files', async () => {
  const { onFiles, input } = renderZone();
  const button = screen.getByRole('button', { name: 'Choose photos' });
  expect(button).toHaveAccessibleDescription('or drop them here');
  const click = jest.spyOn(input, 'click');
  const user = userEvent.setup();
  await user.click(button);
  expect(click).toHaveBeenCalled();

  await user.upload(input, [photo('a.jpg'), photo('b.jpg')]);
  expect(onFiles).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'a.jpg' }),
    expect.objectContaining({ name: 'b.jpg' }),
  ]);
  // Reset, so choosing the same file again is reported again.
  expect(input.value).toBe('');
  expect(input).toHaveAttribute('accept', 'image/jpeg');
});

it('takes dropped files and highlights itself while files are dragged over it', () => {
  const { onFiles, zone } = renderZone();
  fireEvent.dragEnter(zone, transfer([]));
  expect(zone).toHaveClass('cc-drop-zone--active');
  // false: the default (the browser opening the file in place of the page) was prevented.
  expect(fireEvent.dragOver(zone, transfer([]))).toBe(false);
  fireEvent.drop(zone, transfer([photo('c.jpg')]));
  expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'c.jpg' })]);
  expect(zone).not.toHaveClass('cc-drop-zone--active');
});

it('reports a drop without files as nothing chosen, and keeps one file when not multiple', () => {
  const { onFiles, zone } = renderZone({ multiple: false });
  fireEvent.drop(zone, transfer([], ['text/plain']));
  expect(onFiles).toHaveBeenLastCalledWith([]);
  fireEvent.drop(zone, transfer([photo('a.jpg'), photo('b.jpg')]));
  expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.jpg' })]);
});

it('when disabled, refuses drops and says why through the button description', () => {
  const { onFiles, zone } = renderZone({ disabled: true, describedBy: 'why' });
  render(<p id="why">The gallery is full</p>);
  expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveAccessibleDescription(
    'or drop them here The gallery is full',
  );
  fireEvent.drop(zone, transfer([photo('a.jpg')]));
  expect(onFiles).not.toHaveBeenCalled();
});
