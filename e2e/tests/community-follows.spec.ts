import { expect, test } from '@playwright/test';

import { signedInAccount, pageAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

// Issue 33 point 1 (ADR 0164): follow a car and its owner, see the counts, stop following.
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
    },
  },
]) {
  test(`a member follows a car, its owner and its model, and stops (${locale})`, async ({
    browser,
    request,
  }) => {
    const owner = await signedInAccount(request, 'followed');
    const car = await createPublicCar(request, owner, { name: 'Followed Golf' });
    const fan = await pageAs(browser, locale, await signedInAccount(request, 'fan'));

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

    // A visitor is offered to sign in, and comes back to the car.
    const visitor = await pageAs(browser, locale);
    await gotoStarted(visitor, car.path);
    await visitor.getByRole('link', { name: texts.signIn }).click();
    await expect(visitor).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(car.path)}`),
    );
    await visitor.context().close();

    // The cars of one model offer to follow the model (its posts and cars come to the feed).
    await gotoStarted(fan, '/cars?manufacturer=volkswagen&model=volkswagen-golf');
    const model = fan.getByRole('group', { name: texts.model });
    await model.getByRole('button', { name: texts.follow, exact: true }).click();
    await expect(model.getByRole('button', { name: texts.following, pressed: true })).toBeVisible();
    await model.getByRole('button', { name: texts.following, pressed: true }).click();
    await expect(model.getByRole('button', { name: texts.follow, pressed: false })).toBeVisible();

    await gotoStarted(fan, car.path);
    await fan.getByRole('button', { name: texts.following, pressed: true }).click();
    await expect(fan.getByRole('button', { name: texts.follow, pressed: false })).toBeVisible();
    await expect(fan.getByText(texts.none, { exact: true })).toBeVisible();
    await fan.context().close();
  });
}
