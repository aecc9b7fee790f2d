import type { TranslationOf } from '@carclub/i18n';

import { postsTexts } from '../features/posts/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = { ...postsTexts.uk };
