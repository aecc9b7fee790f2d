export { UI_NAMESPACE, uiResources } from './i18n';

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button';
export {
  Field,
  firstError,
  type FieldControlProps,
  type FieldOwnProps,
  type FieldProps,
} from './components/field/field';
export { TextArea, type TextAreaProps } from './components/text-area/text-area';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsActivation,
  type TabsOrientation,
  type TabsProps,
} from './components/tabs/tabs';
export {
  ConfirmDialog,
  Dialog,
  type ConfirmDialogProps,
  type DialogProps,
  type DialogSize,
} from './components/dialog/dialog';
export {
  Pagination,
  PaginationSummary,
  paginationRange,
  showingRange,
  type PaginationItem,
  type PaginationNoun,
  type PaginationProps,
  type PaginationSummaryProps,
  type ShowingRange,
} from './components/pagination/pagination';
export {
  EmptyState,
  type EmptyStateProps,
  type HeadingLevel,
} from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export {
  PlaceholderPage,
  type PlaceholderPageProps,
} from './components/placeholder-page/placeholder-page';
export {
  FallbackBoundary,
  type FallbackBoundaryProps,
} from './components/fallback-boundary/fallback-boundary';
export {
  PASSWORD_STRENGTH_MAX,
  PasswordStrength,
  type PasswordStrengthProps,
} from './components/password-strength/password-strength';
export {
  Skeleton,
  SkeletonBlock,
  type SkeletonBlockProps,
  type SkeletonProps,
  type SkeletonShape,
} from './components/skeleton/skeleton';
export {
  PageLoader,
  Spinner,
  type PageLoaderProps,
  type SpinnerProps,
  type SpinnerSize,
} from './components/spinner/spinner';

export { ButtonLink, type ButtonLinkProps } from './components/button-link/button-link';
export { ToastMessage, type ToastMessageProps } from './components/toast-message/toast-message';
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
} from './components/progress-bar/progress-bar';
export {
  VehicleStatusBadge,
  type VehicleStatusBadgeProps,
  type VehicleStatusValue,
} from './components/status-badge/status-badge';
export { FileDropZone, type FileDropZoneProps } from './components/file-drop-zone/file-drop-zone';

export * from './theme';
export { usePageTitle, useRequestedPageTitle } from './lib/page-title';
export { useFocusAfterRemoval, type FocusAfterRemovalTarget } from './lib/use-focus-after-removal';
export { useHydrated } from './lib/use-hydrated';
export { TOAST_CLEARANCE_PROPERTY, useToastClearance } from './lib/use-toast-clearance';
export { useLeaveGuard, type LeaveGuard } from './lib/use-leave-guard';
export { toast } from './lib/toast';
export { AppProviders, TOASTER_OPTIONS, type AppProvidersProps } from './providers/app-providers';
export {
  readChartTheme,
  SITE_FONT_PROPERTY,
  type ChartFont,
  type ChartTheme,
} from './lib/chart-theme';
