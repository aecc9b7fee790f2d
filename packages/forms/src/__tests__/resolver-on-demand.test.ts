import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';

import { resolverOnDemand } from '../index';

const schema = z.object({ email: z.string().min(1, 'validation.required') });
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};

describe('resolverOnDemand', () => {
  it('loads the resolver on the first check only, and answers as the loaded one does', async () => {
    const direct = zodResolver(schema);
    const load = jest.fn(async () => direct);
    const resolver = resolverOnDemand(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ email: '' }, undefined, options);
    expect(invalid).toEqual(await direct({ email: '' }, undefined, options));
    expect(invalid.errors['email']?.message).toBe('validation.required');
    expect(await resolver({ email: 'a@b.c' }, undefined, options)).toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next check after one failed', async () => {
    const direct: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(direct);
    const resolver = resolverOnDemand(load);
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('chunk failed');
    expect(await resolver({ email: 'x' }, undefined, options)).toEqual({
      values: { email: 'x' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
