import { registerResources } from '@carclub/i18n';

import { en } from './en';
import { uk } from './uk';

export const SHELL_NAMESPACE = 'shell';
export const shellResources = { uk, en };

registerResources(SHELL_NAMESPACE, shellResources);
