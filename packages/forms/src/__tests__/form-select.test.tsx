import { initI18n, i18n } from '@carclub/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

import { FormSelect, FormTextArea } from '../index';

const schema = z.object({
  category: z.string().min(1, 'validation.required'),
  colour: z.string(),
  story: z.string().max(5, 'validation.tooLong'),
});
type Values = z.infer<typeof schema>;

const OPTIONS = [
  { value: 'fuel', label: 'Fuel' },
  { value: 'service', label: 'Service' },
];

function TestForm({ onChoice }: { onChoice?: (value: string) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { category: '', colour: 'service', story: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <FormSelect
        form={form}
        name="category"
        label="Category"
        options={OPTIONS}
        placeholder="Choose…"
        required
        onChoice={onChoice}
      />
      <FormSelect form={form} name="colour" label="Colour" options={OPTIONS} placeholder="None" />
      <FormTextArea form={form} name="story" label="Story" hint="Markdown" rows={4} />
      <button type="submit">Send</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('FormSelect', () => {
  // The profile's copy had no `required`: a required select said so only in the garage's copy.
  it('marks a required select, and only that one, as required', () => {
    render(<TestForm />);
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('combobox', { name: /Colour/ })).not.toHaveAttribute('aria-required');
  });

  it('shows its value, reports a choice, and validates when left', async () => {
    const user = userEvent.setup();
    const onChoice = jest.fn();
    render(<TestForm onChoice={onChoice} />);
    expect(screen.getByRole('combobox', { name: /Colour/ })).toHaveValue('service');
    const category = screen.getByRole('combobox', { name: /Category/ });

    await user.selectOptions(category, 'fuel');
    expect(onChoice).toHaveBeenCalledWith('fuel');
    await user.selectOptions(category, '');
    await user.tab();

    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(category).toHaveAccessibleDescription('Required field');
  });
});

describe('FormTextArea', () => {
  it('shows its hint, then its first error once left', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const story = screen.getByRole('textbox', { name: 'Story' });
    expect(story).toHaveAttribute('rows', '4');
    expect(story).toHaveAccessibleDescription('Markdown');

    await user.type(story, 'Too long a story');
    await user.tab();

    expect(story).toHaveAttribute('aria-invalid', 'true');
  });
});
