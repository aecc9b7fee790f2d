import { postsTexts } from '../features/posts/i18n';

/** The remote's texts: its features' (ADR 0152 gave it the pages; issue 32 fills them). */
export const en = { ...postsTexts.en };
