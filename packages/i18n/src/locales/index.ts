import type { LocalizedResources } from '../resources';
import { enCommon } from './en/common';
import { ukCommon } from './uk/common';

export const COMMON_NAMESPACE = 'common';

export const commonResources = { uk: ukCommon, en: enCommon } satisfies LocalizedResources;
