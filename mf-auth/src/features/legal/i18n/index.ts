import { registerResources } from '@carclub/i18n';

import { en } from './en';
import { uk } from './uk';

/** A namespace of its own, loaded with the legal pages only: the texts are long. */
export const LEGAL_NAMESPACE = 'legal';
export const legalResources = { uk, en };

registerResources(LEGAL_NAMESPACE, legalResources);
