import {
  GOOGLE_CALLBACK_PAGE,
  googleCallbackPageUrl,
} from '../../../../../src/lib/auth/google/sign-in';

describe('googleCallbackPageUrl', () => {
  it('sends the page where to go next, and the failure if any', () => {
    expect(googleCallbackPageUrl({ redirect: '/garage' })).toBe(
      `${GOOGLE_CALLBACK_PAGE}?redirect=%2Fgarage`,
    );
    expect(googleCallbackPageUrl({ redirect: '/garage?tab=1' }, 'cancelled')).toBe(
      `${GOOGLE_CALLBACK_PAGE}?redirect=%2Fgarage%3Ftab%3D1&error=cancelled`,
    );
  });

  it('names the language the sign-in started in, when it is known', () => {
    expect(googleCallbackPageUrl({ redirect: '/', language: 'uk' }, 'cancelled')).toBe(
      `${GOOGLE_CALLBACK_PAGE}?redirect=%2F&lang=uk&error=cancelled`,
    );
    expect(googleCallbackPageUrl({ redirect: '/', language: undefined })).toBe(
      `${GOOGLE_CALLBACK_PAGE}?redirect=%2F`,
    );
  });
});
