import { mountStandalone } from '@carclub/federation/standalone';

import remote from './routes';

void mountStandalone(remote);
