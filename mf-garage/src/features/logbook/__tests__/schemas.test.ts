import {
  emptyEntryFormValues,
  logbookEntryFormSchema,
  type LogbookEntryFormValues,
} from '../schemas';

const filled = (overrides: Partial<LogbookEntryFormValues> = {}): LogbookEntryFormValues => ({
  ...emptyEntryFormValues(new Date('2025-06-01T12:00:00Z')),
  title: 'Oil change',
  category: 'service',
  ...overrides,
});

/** The messages the form would show, by field path. */
function errors(values: LogbookEntryFormValues): Record<string, string> {
  const result = logbookEntryFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the logbook entry form', () => {
  it('starts today, public, with its cost hidden', () => {
    expect(emptyEntryFormValues(new Date('2025-06-01T12:00:00Z'))).toMatchObject({
      date: '2025-06-01',
      visibility: 'public',
      costHidden: true,
    });
  });

  it('reads numbers as people type them', () => {
    const parsed = logbookEntryFormSchema.parse(
      filled({
        mileage: '131 500',
        cost: '2 450,50',
        currency: 'UAH',
        parts: [{ name: 'Filter', partNumber: '', price: '350' }],
      }),
    );
    expect(parsed).toMatchObject({
      mileage: 131_500,
      cost: 2450.5,
      currency: 'UAH',
      parts: [{ name: 'Filter', partNumber: '', price: 350 }],
    });
  });

  it('sends no fuel fields with an entry of another category, whatever was typed there', () => {
    const parsed = logbookEntryFormSchema.parse(
      filled({ litres: '40', fullTank: true, missedFill: true }),
    );
    expect(parsed.litres).toBeNull();
    expect(parsed.fullTank).toBeNull();
    expect(parsed.missedFill).toBeNull();
  });

  it('sends a fill’s “fill-up before not logged” mark', () => {
    expect(
      logbookEntryFormSchema.parse(filled({ category: 'fuel', litres: '44,8', missedFill: true })),
    ).toMatchObject({ litres: 44.8, fullTank: true, missedFill: true });
  });

  it('asks a fuel entry for its litres', () => {
    expect(errors(filled({ category: 'fuel' }))).toEqual({ litres: 'validation.required' });
    expect(
      logbookEntryFormSchema.parse(filled({ category: 'fuel', litres: '40,5' })),
    ).toMatchObject({ litres: 40.5, fullTank: true });
  });

  it('names each wrong field with the API’s message', () => {
    expect(
      errors(
        filled({
          title: '',
          category: '',
          date: '2999-01-01',
          mileage: 'many',
          parts: [{ name: '', partNumber: '', price: '1.234' }],
        }),
      ),
    ).toEqual({
      title: 'validation.required',
      category: 'validation.required',
      date: 'validation.dateInFuture',
      mileage: 'validation.invalidNumber',
      'parts.0.name': 'validation.required',
    });
  });

  it('asks for the currency of any amount, the parts’ prices too', () => {
    expect(errors(filled({ cost: '10' }))).toEqual({ currency: 'validation.currencyRequired' });
    expect(errors(filled({ parts: [{ name: 'Filter', partNumber: '', price: '5' }] }))).toEqual({
      currency: 'validation.currencyRequired',
    });
  });
});
