import { test } from '@playwright/test';

import { expectPageScreenshots, signInAs, useFixedFonts, visualSeed } from '../support/visual';

test.beforeEach(async ({ page }) => useFixedFonts(page));

// One sign-in for all three tabs: the security tab lists the member's sign-ins.
test('settings, every tab', async ({ page }) => {
  await signInAs(page, visualSeed().member);
  for (const tab of ['profile', 'notifications', 'security']) {
    await expectPageScreenshots(page, {
      name: `settings-${tab}`,
      url: tab === 'profile' ? '/profile/settings' : `/profile/settings?tab=${tab}`,
    });
  }
});
