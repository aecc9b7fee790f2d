import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { Select } from '../select';
import { Field } from '../../field/field';

const FUEL = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'hydrogen', label: 'Hydrogen', disabled: true },
];

it('renders the options after an empty placeholder option', () => {
  render(<Select aria-label="Fuel" options={FUEL} placeholder="Choose fuel" />);
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Choose fuel',
    'Petrol',
    'Diesel',
    'Hydrogen',
  ]);
  expect(options[0]).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Hydrogen' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Fuel' })).toHaveValue('');
});

it('accepts numeric option values (reference ids)', async () => {
  const onChange = jest.fn();
  render(
    <Select
      aria-label="Country"
      options={[
        { value: 1, label: 'Ukraine' },
        { value: 2, label: 'Poland' },
      ]}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Poland');
  expect(onChange).toHaveBeenCalledWith('2');
});

it('validates on choice and forwards onChange first', async () => {
  const calls: string[] = [];
  render(
    <Select
      aria-label="Fuel"
      options={FUEL}
      onChange={() => calls.push('change')}
      onValidate={() => calls.push('validate')}
    />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fuel' }), 'diesel');
  expect(calls).toEqual(['change', 'validate']);
});

it('validates on close (blur) without a choice', async () => {
  const onValidate = jest.fn();
  const onBlur = jest.fn();
  render(
    <>
      <Select aria-label="Fuel" options={FUEL} onBlur={onBlur} onValidate={onValidate} />
      <button type="button">Next</button>
    </>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'Fuel' }));
  expect(onValidate).not.toHaveBeenCalled();
  await userEvent.tab();
  expect(onBlur).toHaveBeenCalledTimes(1);
  expect(onValidate).toHaveBeenCalledTimes(1);
});

it('forwards its ref to the native select', () => {
  const ref = createRef<HTMLSelectElement>();
  render(<Select ref={ref} aria-label="Fuel" options={FUEL} />);
  expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Fuel' }));
});

it('lets react-hook-form show the required error as soon as the list closes', async () => {
  function VehicleForm() {
    const { register, trigger, formState } = useForm<{ fuelType: string }>({
      defaultValues: { fuelType: '' },
    });
    return (
      <Field
        label="Fuel type"
        required
        error={formState.errors.fuelType?.message}
        touched={formState.touchedFields.fuelType}
      >
        <Select
          options={FUEL}
          placeholder="Choose fuel"
          {...register('fuelType', { required: 'Required field' })}
          onValidate={() => void trigger('fuelType')}
        />
      </Field>
    );
  }
  render(
    <>
      <VehicleForm />
      <button type="button">Elsewhere</button>
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Fuel type' });
  await userEvent.click(select);
  await userEvent.tab();
  expect(await screen.findByText('Required field')).toBeInTheDocument();
  expect(select).toHaveAttribute('aria-invalid', 'true');

  await userEvent.selectOptions(select, 'petrol');
  expect(screen.queryByText('Required field')).not.toBeInTheDocument();
  expect(select).not.toHaveAttribute('aria-invalid');
});
