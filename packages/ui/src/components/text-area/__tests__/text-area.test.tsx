import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextArea } from '../text-area';

it('is a multi-line text box that forwards ref and props', async () => {
  const ref = createRef<HTMLTextAreaElement>();
  const onChange = jest.fn();
  render(<TextArea ref={ref} aria-label="About me" maxLength={10} onChange={onChange} />);
  const textarea = screen.getByRole('textbox', { name: 'About me' });
  expect(ref.current).toBe(textarea);
  expect(textarea).toHaveAttribute('rows', '4');
  await userEvent.type(textarea, 'Line one{Enter}two and more');
  expect(onChange).toHaveBeenCalled();
  expect(textarea).toHaveValue('Line one\nt');
});

it('can be locked to its height', () => {
  render(<TextArea aria-label="Notes" resizable={false} rows={2} />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  expect(textarea).toHaveClass('cc-text-area--fixed');
  expect(textarea).toHaveAttribute('rows', '2');
});
