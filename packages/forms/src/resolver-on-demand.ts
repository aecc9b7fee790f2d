import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules load with the form's first check (a blur, a change once touched,
 * or a submit), not with its page: a schema and its resolver library are then no part of the
 * script the page runs as it starts (ADR 0088). The messages are the loaded resolver's own. A
 * failed load is forgotten, so the next check tries again.
 */
export function resolverOnDemand<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
