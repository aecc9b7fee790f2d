export { AUTH_PATHS_WITHOUT_REFRESH, isAuthPathWithoutRefresh } from './auth-paths';
export {
  ApiError,
  isApiError,
  toApiError,
  type ApiErrorInit,
  type ErrorKind,
  type ErrorPayload,
} from './api-error';
export { apiUrl } from './api-url';
export {
  apiClient,
  configureApiClient,
  currentAccessToken,
  DEFAULT_BASE_URL,
  refreshAccessToken,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type ApiClientConfig,
  type TokenStore,
} from './client';
export { DEFAULT_REQUEST_LANGUAGE, requestLanguage } from './language';
export { request } from './request';
export { sendCallsThrough } from './server-transport';
