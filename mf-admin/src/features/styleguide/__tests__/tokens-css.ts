import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The design tokens' stylesheet, as the shell ships it. */
export const TOKENS_CSS = readFileSync(
  join(__dirname, '../../../../../packages/ui/src/styles/tokens.css'),
  'utf8',
);
