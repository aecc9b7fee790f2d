/**
 * i18next's key types for this project: `t('…')` with a key its namespace does not have is a type
 * error. Every workspace project declares, in a file like this one that no module imports, the
 * namespaces its own code uses, typed from their English texts; the declaration then stays out of
 * the projects that import this one, which declare their own (two would conflict). See
 * docs/decisions/0049-typed-i18n-keys.md.
 */
import type { CommonResources } from '@carclub/i18n';

import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    /** As initI18n() of @carclub/i18n sets it. */
    defaultNS: 'common';
    resources: { community: typeof en; common: CommonResources };
  }
}
