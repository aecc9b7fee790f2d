/**
 * Not retried, unlike the site's default: a repeated sign-in or registration would only repeat
 * the same answer (or count against the rate limit), and a repeated e-mail would arrive twice.
 */
export const AUTH_MUTATION_DEFAULTS = { retry: false } as const;
