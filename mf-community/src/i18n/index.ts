import { registerResources } from '@carclub/i18n';

import { en } from './en';
import { uk } from './uk';

export const NAMESPACE = 'community';
export const resources = { uk, en };

registerResources(NAMESPACE, resources);
