import {
  GOOGLE_CALLBACK_PAGE,
  googleCallbackPageUrl,
} from '../../../../../src/lib/auth/google/sign-in';

describe('googleCallbackPageUrl', () => {
  it('sends the page where to go next, and the failure if any', () => {
    expect(googleCallbackPageUrl('/garage')).toBe(`${GOOGLE_CALLBACK_PAGE}?redirect=%2Fgarage`);
    expect(googleCallbackPageUrl('/garage?tab=1', 'cancelled')).toBe(
      `${GOOGLE_CALLBACK_PAGE}?redirect=%2Fgarage%3Ftab%3D1&error=cancelled`,
    );
  });
});
