// @carclub/kit: what a second remote needs moves here, and every copy goes (CONTRIBUTING.md).
// Each remote bundles the kit for itself, like @carclub/forms: it is never a shared singleton,
// so a remote released on its own schedule carries the kit version it was tested with.
export { referenceQueryOptions, type ReferenceListSource } from './reference-lists/reference-query';
export {
  SEARCH_DEBOUNCE_MS,
  SearchField,
  type SearchFieldProps,
} from './search-field/search-field';
export {
  useUrlQuery,
  type UrlQueryChanges,
  type UrlQueryParser,
  type UrlQueryUpdateOptions,
  type UrlQueryWriter,
} from './url-query/use-url-query';
