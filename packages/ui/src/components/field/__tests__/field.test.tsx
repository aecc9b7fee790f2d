import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field, firstError } from '../field';
import { Select } from '../../select/select';
import { TextArea } from '../../text-area/text-area';

describe('Field with its own input', () => {
  it('labels the input and passes input props through', async () => {
    const onChange = jest.fn();
    render(<Field label="E-mail" type="email" name="email" onChange={onChange} />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('marks a required field with an asterisk that screen readers skip, and aria-required', () => {
    render(<Field label="Nickname" required />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-required', 'true');
    // No native `required`: the form's own validation owns the message, not the browser bubble.
    expect(input).not.toHaveAttribute('required');
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the input with its hint', () => {
    render(<Field label="VIN" hint="17 characters" />);
    expect(screen.getByRole('textbox', { name: 'VIN' })).toHaveAccessibleDescription(
      '17 characters',
    );
  });

  it('hides the error until the field is touched', () => {
    const { rerender } = render(<Field label="E-mail" error="Required field" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<Field label="E-mail" error="Required field" touched />);
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required field');
  });

  it('shows only the first of several errors, after the hint in the description', () => {
    render(
      <Field
        label="Password"
        hint="At least 8 characters"
        error={['', 'Too short', 'Needs a digit']}
        touched
      />,
    );
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.queryByText('Needs a digit')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
      'At least 8 characters Too short',
    );
  });

  it('keeps a description the caller already gave', () => {
    render(
      <>
        <p id="extra">Shown on your profile</p>
        <Field label="Nickname" aria-describedby="extra" error="Taken" touched />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
      'Shown on your profile Taken',
    );
  });
});

describe('Field with a custom control', () => {
  it('wires a Select: label, aria-invalid, error description', () => {
    render(
      <Field label="Fuel type" required error="Required field" touched>
        <Select options={[{ value: 'petrol', label: 'Petrol' }]} placeholder="Choose…" />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Fuel type' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required field');
  });

  it('wires a TextArea and keeps the id the child already has', () => {
    render(
      <Field label="Description" hint="Tell the story of your car">
        <TextArea id="vehicle-description" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toHaveAttribute('id', 'vehicle-description');
    expect(textarea).toHaveAccessibleDescription('Tell the story of your car');
  });
});

describe('with react-hook-form', () => {
  function ProfileForm({ onValid }: { onValid: (values: { nickname: string }) => void }) {
    const { register, handleSubmit, formState } = useForm<{ nickname: string }>({
      mode: 'onTouched',
      defaultValues: { nickname: '' },
    });
    return (
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Field
          label="Nickname"
          required
          error={formState.errors.nickname?.message}
          touched={formState.touchedFields.nickname}
          {...register('nickname', { required: 'Required field' })}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('registers the rendered input through the forwarded ref', async () => {
    const onValid = jest.fn();
    render(<ProfileForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), 'drifter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ nickname: 'drifter' }, expect.anything());
  });

  it('shows the error once the field is left empty after a visit', async () => {
    render(<ProfileForm onValid={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    await userEvent.click(input);
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('firstError', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Invalid year', 'Invalid year'],
    [[], undefined],
    [['', 'Second'], 'Second'],
  ])('%p → %p', (input, expected) => {
    expect(firstError(input)).toBe(expected);
  });
});
