// @carclub/kit: what a second remote needs moves here, and every copy goes (CONTRIBUTING.md).
// Each remote bundles the kit for itself, like @carclub/forms: it is never a shared singleton,
// so a remote released on its own schedule carries the kit version it was tested with.
export { KIT_NAMESPACE, kitResources } from './i18n';
export { ReportButton } from './report/report-button';
export type { ReportSubject } from './report/report-subject';
export { sendReport, useReport } from './report/use-report';
export { type DownloadedFile, downloadFile, fetchFile, saveFile } from './download/download-file';
export { BarChart, type BarChartProps } from './chart/lazy-bar-chart';
export {
  BAR_SIZES,
  barChartOptions,
  type BarChartKind,
  type BarChartTooltip,
} from './chart/bar-chart-options';
export { DailyChart, type DailyChartProps } from './chart/daily-chart';
export { summariseDays, useDayFormat } from './chart/days';
export { NotFound } from './not-found/not-found';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/data-table';
export { QueryView, type QueryViewProps } from './data-table/query-view';
export { DailyTable, type DailyTableProps } from './chart/daily-table';
export { CarPlaceholder } from './vehicle-card/car-placeholder';
export { VehicleCard, type VehicleCardProps } from './vehicle-card/vehicle-card';
export { PostAuthor, PostCard, type PostCardProps, TagList } from './post-card/post-card';
export { PostList, type PostListProps } from './post-card/post-list';
export { fetchPostPage } from './post-card/get-post-page';
export { formatDay } from './post-card/format-day';
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
export { MemberAvatar, type MemberAvatarProps } from './member-avatar/member-avatar';
export {
  MarkdownComposer,
  type MarkdownComposerProps,
} from './markdown-composer/markdown-composer';
export {
  fetchMemberSuggestions,
  MemberSuggestionList,
  type MemberSuggestions,
  MENTION_DEBOUNCE_MS,
  type SuggestMembers,
  useMemberSuggestions,
} from './markdown-composer/member-suggestions';
export {
  applyMarkdown,
  MARKDOWN_ACTIONS,
  type MarkdownAction,
  type MentionQuery,
  mentionQueryAt,
} from './markdown-composer/editing';
export { Discussion, type DiscussionProps } from './discussion/discussion';
export { DiscussionCounters } from './discussion/discussion-counters';
export { discussionKeys, refreshDiscussion } from './discussion/endpoints/keys';
export { prefetchDiscussion } from './discussion/endpoints/prefetch-discussion';
export { useDiscussionEvents } from './discussion-events/use-discussion-events';
export { LeaveDialog } from './leave-dialog/leave-dialog';
export { PageQueryState } from './page-query-state/page-query-state';
export { PhotoManager, type PhotoManagerProps } from './photo-manager/photo-manager';
export {
  applyPhotoChange,
  GALLERY_FIELD,
  type PhotoGalleryTarget,
  refetchIfGone,
} from './photo-manager/photo-gallery-api';
export { uploadBody, type UploadProgress } from './photo-manager/upload-body';
export {
  actionErrorMessage,
  fileProblem,
  fileRequiredMessage,
  uploadErrorMessage,
} from './photo-manager/image-errors';
export {
  PHOTO_LEAD_SIZES,
  PhotoGallery,
  type PhotoGalleryProps,
} from './photo-gallery/photo-gallery';
export { BookmarkButton, type BookmarkButtonProps } from './bookmark/bookmark-button';
export { FollowButton, type FollowButtonProps } from './follow/follow-button';
export { ModelMuteButton, type ModelMuteButtonProps } from './mutes/model-mute-button';
export { MUTES_QUERY_KEY, mutesQueryOptions, useMutes, useSetModelMuted } from './mutes/mutes-api';
export {
  bookmarkedQueryOptions,
  bookmarkKeys,
  type BookmarkKind,
  useSetBookmark,
} from './bookmark/bookmark-api';
