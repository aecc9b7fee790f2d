export { pageLanguage } from './page-language';
export { createPageRenderer, type PageRenderer, type RenderPageInput } from './page-renderer';
