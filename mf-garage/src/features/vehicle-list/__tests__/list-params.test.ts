import {
  EMPTY_FILTERS,
  hasActiveFilters,
  lastPage,
  parseListParams,
  toListQuery,
  writeListParams,
  type ListParams,
} from '../hooks/list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));
const write = (next: ListParams, current = '') =>
  writeListParams(new URLSearchParams(current), next).toString();

describe('list state in the URL', () => {
  it('reads every filter, the search and the page', () => {
    expect(
      parse(
        'search=golf&status=selling&fuelType=diesel&transmission=manual&driveType=all' +
          '&condition=good&manufacturer=volkswagen&model=volkswagen-golf&page=3',
      ),
    ).toEqual({
      search: 'golf',
      status: 'selling',
      fuelType: 'diesel',
      transmission: 'manual',
      driveType: 'all',
      condition: 'good',
      manufacturer: 'volkswagen',
      model: 'volkswagen-golf',
      page: 3,
    });
  });

  it('survives a round trip: what is written reads back the same', () => {
    const state: ListParams = {
      ...EMPTY_FILTERS,
      search: 'gti 16v',
      fuelType: 'petrol',
      condition: 'excellent',
      manufacturer: 'volkswagen',
      model: 'volkswagen-golf',
      page: 2,
    };
    expect(parse(write(state))).toEqual(state);
  });

  it('writes short URLs: no defaults, no empty values, trimmed search', () => {
    expect(write({ ...EMPTY_FILTERS, page: 1 })).toBe('');
    expect(write({ ...EMPTY_FILTERS, search: '  golf ', page: 1 })).toBe('search=golf');
    expect(write({ ...EMPTY_FILTERS, search: '   ', status: 'sold', page: 4 })).toBe(
      'status=sold&page=4',
    );
  });

  it('keeps parameters it does not own, and replaces the ones it does', () => {
    expect(
      write(
        { ...EMPTY_FILTERS, fuelType: 'electric', page: 1 },
        'utm_source=mail&fuelType=diesel&page=5',
      ),
    ).toBe('utm_source=mail&fuelType=electric');
  });

  it('ignores values it cannot use instead of failing', () => {
    expect(
      parse('status=parked&fuelType=steam&transmission=&condition=GOOD&page=abc&driveType=4x4'),
    ).toEqual({ ...EMPTY_FILTERS, page: 1 });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999999999999999').page).toBe(1);
    expect(parse(`manufacturer=${'x'.repeat(65)}`).manufacturer).toBeNull();
  });

  it('drops a model without a make, which on its own means nothing', () => {
    expect(parse('model=volkswagen-golf').model).toBeNull();
    expect(write({ ...EMPTY_FILTERS, model: 'volkswagen-golf', page: 1 })).toBe('');
  });

  it('cuts an over-long search to what the API accepts', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('says whether anything narrows the list', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'golf' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, driveType: 'rear' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, manufacturer: 'bmw' })).toBe(true);
  });
});

describe('API query of a list state', () => {
  it('asks for 12 per page and sends make and model as the lists the API takes', () => {
    expect(
      toListQuery({
        ...EMPTY_FILTERS,
        search: 'golf',
        status: 'active',
        manufacturer: 'volkswagen',
        model: 'volkswagen-golf',
        page: 2,
      }),
    ).toEqual({
      page: 2,
      limit: 12,
      search: 'golf',
      status: 'active',
      manufacturerIds: ['volkswagen'],
      modelIds: ['volkswagen-golf'],
    });
    expect(toListQuery({ ...EMPTY_FILTERS, page: 1 })).toEqual({ page: 1, limit: 12 });
  });

  it('knows the last page of a total', () => {
    expect(lastPage(30, 12)).toBe(3);
    expect(lastPage(24, 12)).toBe(2);
    expect(lastPage(0, 12)).toBe(1);
  });
});
