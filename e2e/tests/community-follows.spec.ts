import { expect, test } from '@playwright/test';

import { bearer, pageAs, signedInAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

// Issue 33 point 1 (ADR 0164, 0165): follow a car and its owner, see the counts and the lists
// (hidden from others when the member chooses), stop following.
for (const { locale, texts } of [
  {
    locale: 'uk-UA',
    texts: {
      follow: 'Стежити',
      following: 'Ви стежите',
      one: '1 читач',
      none: '0 читачів',
      signIn: 'Увійдіть, щоб стежити',
      model: 'Стежити за моделлю Volkswagen Golf',
      followersList: 'Читачі · 1',
      followingList: 'Стежить · 2',
      private: 'приховує ці списки від інших.',
      mute: 'Приглушити модель',
      unmute: 'Скасувати приглушення моделі',
    },
  },
  {
    locale: 'en-GB',
    texts: {
      follow: 'Follow',
      following: 'Following',
      one: '1 follower',
      none: '0 followers',
      signIn: 'Sign in to follow',
      model: 'Follow the Volkswagen Golf',
      followersList: 'Followers · 1',
      followingList: 'Following · 2',
      private: 'keeps these lists private.',
      mute: 'Mute this model',
      unmute: 'Unmute this model',
    },
  },
]) {
  test(`a member follows a car, its owner and its model, and stops (${locale})`, async ({
    browser,
    request,
  }) => {
    const owner = await signedInAccount(request, 'followed');
    const car = await createPublicCar(request, owner, { name: 'Followed Golf' });
    const fanAccount = await signedInAccount(request, 'fan');
    const fan = await pageAs(browser, locale, fanAccount);

    await gotoStarted(fan, car.path);
    const follow = fan.getByRole('button', { name: texts.follow, exact: true });
    await follow.click();
    await expect(fan.getByRole('button', { name: texts.following, pressed: true })).toBeVisible();
    await expect(fan.getByText(texts.one, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(fan, 'the car page with its follow button');
    // The server keeps it: a new visit finds it on.
    await gotoStarted(fan, car.path);
    await expect(fan.getByRole('button', { name: texts.following, pressed: true })).toBeVisible();

    await gotoStarted(fan, `/u/${encodeURIComponent(owner.nickname)}`);
    await fan.getByRole('button', { name: texts.follow, exact: true }).click();
    await expect(fan.getByText(texts.one, { exact: true })).toBeVisible();

    // The member page counts followers (ADR 0165); the count opens the list, drawn by the server.
    await fan.getByRole('link', { name: texts.followersList }).click();
    await expect(fan).toHaveURL(`/u/${owner.nickname}/followers`);
    await expect(fan.getByRole('link', { name: fanAccount.nickname })).toBeVisible();
    const listHtml = await request.get(`/u/${owner.nickname}/followers`, {
      headers: { accept: 'text/html' },
    });
    expect(await listHtml.text()).toContain(`href="/u/${fanAccount.nickname}"`);
    await gotoStarted(fan, `/u/${fanAccount.nickname}/following`);
    await expect(fan.getByRole('link', { name: 'Followed Golf' })).toBeVisible();
    await expect(fan.getByRole('link', { name: owner.nickname, exact: true })).toBeVisible();
    await expect(fan.getByRole('link', { name: texts.followingList })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousViolations(fan, 'the lists of whom a member follows');

    // A visitor is offered to sign in, and comes back to the car.
    const visitor = await pageAs(browser, locale);
    await gotoStarted(visitor, car.path);
    await visitor.getByRole('link', { name: texts.signIn }).click();
    await expect(visitor).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(car.path)}`),
    );
    // A member who hides the lists shows visitors the counts only; they still read their own.
    const hidden = await request.put('/api/profile/privacy', {
      headers: bearer(fanAccount.tokens),
      data: {
        showName: true,
        showLocation: true,
        showSocialLinks: true,
        showBirthday: false,
        showFollows: false,
      },
    });
    expect(hidden.ok()).toBe(true);
    await gotoStarted(visitor, `/u/${fanAccount.nickname}/following`);
    await expect(visitor.getByText(texts.private)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Followed Golf' })).toHaveCount(0);
    await gotoStarted(fan, `/u/${fanAccount.nickname}/following`);
    await expect(fan.getByRole('link', { name: 'Followed Golf' })).toBeVisible();
    await visitor.context().close();

    // The cars of one model offer to follow the model (its posts and cars come to the feed).
    await gotoStarted(fan, '/cars?manufacturer=volkswagen&model=volkswagen-golf');
    const model = fan.getByRole('group', { name: texts.model });
    await model.getByRole('button', { name: texts.follow, exact: true }).click();
    await expect(model.getByRole('button', { name: texts.following, pressed: true })).toBeVisible();
    await model.getByRole('button', { name: texts.following, pressed: true }).click();
    await expect(model.getByRole('button', { name: texts.follow, pressed: false })).toBeVisible();
    // Or muted, so that its cars and stories stay out of the feeds; the server keeps it.
    await model.getByRole('button', { name: texts.mute }).click();
    await expect(model.getByRole('button', { name: texts.unmute })).toBeVisible();
    await fan.reload();
    await model.getByRole('button', { name: texts.unmute }).click();
    await expect(model.getByRole('button', { name: texts.mute })).toBeVisible();

    await gotoStarted(fan, car.path);
    await fan.getByRole('button', { name: texts.following, pressed: true }).click();
    await expect(fan.getByRole('button', { name: texts.follow, pressed: false })).toBeVisible();
    await expect(fan.getByText(texts.none, { exact: true })).toBeVisible();
    await fan.context().close();
  });
}
