import { normaliseTag } from '@carclub/contracts/mentions';

/** The tag of a tag page's address as the API stores it (`/tags/Тюнінг` is `тюнінг`'s page). */
export const tagOfAddress = (raw: string): string => normaliseTag(raw) ?? raw;
