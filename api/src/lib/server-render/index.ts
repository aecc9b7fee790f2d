export { callInProcess, isInProcessCall } from './in-process-calls';
export { acceptedLanguage, PAGE_LANGUAGE_HEADERS, pageLanguage } from './page-language';
export { pageViewerAuthorization } from './page-viewer';
export {
  createPageRenderer,
  type PageRenderer,
  type RenderedPage,
  type RenderPageInput,
} from './page-renderer';
export { pageCalls, type PageCalls } from './page-calls';
