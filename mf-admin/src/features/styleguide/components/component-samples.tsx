import { emailSchema } from '@carclub/contracts';
import {
  FormField,
  FormSection,
  FormSelect,
  FormTextArea,
  PasswordStrengthMeter,
} from '@carclub/forms';
import {
  AppProviders,
  Button,
  ButtonLink,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  FallbackBoundary,
  Field,
  FileDropZone,
  PageLoader,
  Pagination,
  PaginationSummary,
  PasswordStrength,
  PlaceholderPage,
  ProgressBar,
  Select,
  Skeleton,
  SkeletonBlock,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TOASTER_OPTIONS,
  ToastMessage,
  VehicleStatusBadge,
  type ButtonSize,
  type ButtonVariant,
} from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { StyleguideTheme } from '../tokens';
import { ThemePair } from './theme-pair';

interface SampleProps {
  /** The panel's theme: a dialog, drawn outside the panel, carries it along. */
  theme: StyleguideTheme;
}

export interface ComponentSample {
  /** The heading: the exported names, as code. */
  title: string;
  /** Every export the sample shows; a test checks that each shared component is in one. */
  components: readonly unknown[];
  Sample: ComponentType<SampleProps>;
}

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg'];

const plusIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

const carIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 16v-3l2-5h14l2 5v3H3zM7 16v2M17 16v2M3 13h18" />
    <circle cx="7.5" cy="13.5" r="0.5" />
    <circle cx="16.5" cy="13.5" r="0.5" />
  </svg>
);

function ButtonSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-stack">
      {VARIANTS.map((variant) => (
        <div key={variant} className="styleguide-row">
          <code className="styleguide-row__label">{variant}</code>
          {SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {t('styleguide.samples.save')} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {t('styleguide.samples.disabled')}
          </Button>
          <Button variant={variant} loading>
            {t('styleguide.samples.loading')}
          </Button>
        </div>
      ))}
      <div className="styleguide-row">
        <Button icon={plusIcon}>{t('styleguide.samples.withIcon')}</Button>
        <Button variant="secondary" icon={plusIcon}>
          {t('styleguide.samples.withIcon')}
        </Button>
      </div>
    </div>
  );
}

function ButtonLinkSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-row">
      {VARIANTS.map((variant) => (
        <ButtonLink key={variant} to="/dashboard" variant={variant}>
          {t('styleguide.samples.openPage')}
        </ButtonLink>
      ))}
      <ButtonLink to="/dashboard" icon={plusIcon} size="sm">
        {t('styleguide.samples.withIcon')}
      </ButtonLink>
    </div>
  );
}

function DialogSample({ theme }: SampleProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<'dialog' | 'confirm' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="styleguide-row">
      <Button variant="secondary" onClick={() => setOpen('dialog')}>
        {t('styleguide.samples.openDialog')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('confirm')}>
        {t('styleguide.samples.openConfirm')}
      </Button>
      <Dialog
        open={open === 'dialog'}
        onClose={close}
        title={t('styleguide.samples.dialogTitle')}
        description={
          <span data-styleguide-theme={theme}>{t('styleguide.samples.dialogDescription')}</span>
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('styleguide.samples.cancel')}
            </Button>
            <Button onClick={close}>{t('styleguide.samples.save')}</Button>
          </>
        }
      >
        <Field label={t('styleguide.samples.dialogField')} defaultValue="Blue Thunder" />
      </Dialog>
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('styleguide.samples.confirmTitle')}
        description={
          <span data-styleguide-theme={theme}>{t('styleguide.samples.confirmDescription')}</span>
        }
        tone="danger"
        confirmLabel={t('styleguide.samples.delete')}
        onConfirm={close}
        onCancel={close}
      />
    </div>
  );
}

function EmptyStateSample() {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      headingLevel={4}
      icon={carIcon}
      title={t('styleguide.samples.emptyTitle')}
      description={t('styleguide.samples.emptyDescription')}
      action={<Button icon={plusIcon}>{t('styleguide.samples.withIcon')}</Button>}
    />
  );
}

function ErrorStateSample() {
  const { t } = useTranslation('admin');
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorState
      headingLevel={4}
      message={t('styleguide.samples.errorMessage')}
      onRetry={() => setRetrying(true)}
      retrying={retrying}
    />
  );
}

function FieldSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-stack">
      <Field label={t('styleguide.samples.fieldLabel')} hint={t('styleguide.samples.fieldHint')} />
      <Field label={t('styleguide.samples.required')} required defaultValue="Volvo" />
      <Field
        label={t('styleguide.samples.fieldLabel')}
        defaultValue="blue-thunder"
        error={t('styleguide.samples.fieldError')}
        touched
      />
      <Field label={t('styleguide.samples.disabledLabel')} defaultValue="0042" disabled />
    </div>
  );
}

function TextAreaSample() {
  const { t } = useTranslation('admin');
  return (
    <Field label={t('styleguide.samples.notesLabel')}>
      <TextArea defaultValue={t('styleguide.samples.notesValue')} rows={3} />
    </Field>
  );
}

function SelectSample() {
  const { t } = useTranslation('admin');
  const options = (['coupe', 'sedan', 'wagon'] as const).map((value) => ({
    value,
    label: t(`styleguide.samples.selectOptions.${value}`),
  }));
  return (
    <div className="styleguide-stack">
      <Field label={t('styleguide.samples.selectLabel')}>
        <Select options={options} placeholder={t('styleguide.samples.selectPlaceholder')} />
      </Field>
      <Field label={t('styleguide.samples.selectLabel')}>
        <Select options={options} defaultValue="wagon" disabled />
      </Field>
    </div>
  );
}

function FileDropZoneSample() {
  const { t } = useTranslation('admin');
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className="styleguide-stack">
      <FileDropZone
        buttonLabel={t('styleguide.samples.choosePhotos')}
        hint={t('styleguide.samples.dropHint')}
        accept="image/jpeg,image/png"
        multiple
        onFiles={(files) => setNames(files.map((file) => file.name))}
      />
      {names.length > 0 && (
        <p role="status">{t('styleguide.samples.chosen', { names: names.join(', ') })}</p>
      )}
      <FileDropZone
        buttonLabel={t('styleguide.samples.choosePhotos')}
        hint={t('styleguide.samples.dropHint')}
        disabled
        onFiles={() => undefined}
      />
    </div>
  );
}

function PaginationSample() {
  const [page, setPage] = useState(5);
  return (
    <div className="styleguide-stack">
      <Pagination page={page} pageCount={12} onPageChange={setPage} />
      <PaginationSummary page={page} limit={12} total={140} of="vehicles" />
    </div>
  );
}

// From 0 to PASSWORD_STRENGTH_MAX.
const STRENGTH_LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;

function PasswordStrengthSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-stack">
      {STRENGTH_LEVELS.map((levelKey, level) => (
        <PasswordStrength
          key={levelKey}
          level={level}
          label={t('styleguide.samples.strengthLabel')}
          levelText={t(`styleguide.samples.strengthLevels.${levelKey}`)}
          reasons={level === 0 ? [t('styleguide.samples.strengthReason')] : []}
        />
      ))}
    </div>
  );
}

function ProgressBarSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-stack">
      <ProgressBar value={45} label={t('styleguide.samples.upload', { name: 'front.jpg' })} />
      <ProgressBar
        value={100}
        tone="success"
        label={t('styleguide.samples.upload', { name: 'side.jpg' })}
      />
      <ProgressBar
        value={70}
        tone="danger"
        label={t('styleguide.samples.upload', { name: 'back.jpg' })}
      />
    </div>
  );
}

function SkeletonSample() {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-stack">
      <Skeleton label={t('styleguide.samples.skeleton')} />
      <Skeleton label={t('styleguide.samples.skeleton')}>
        <SkeletonBlock shape="circle" width="3rem" height="3rem" />
        <SkeletonBlock shape="rect" width="100%" height="5rem" />
      </Skeleton>
    </div>
  );
}

function VehicleStatusBadgeSample() {
  return (
    <div className="styleguide-row">
      {(['active', 'selling', 'sold'] as const).map((status) => (
        <VehicleStatusBadge key={status} status={status} />
      ))}
      <VehicleStatusBadge status="selling" size="md" />
    </div>
  );
}

function PlaceholderPageSample() {
  const { t } = useTranslation('admin');
  return (
    <PlaceholderPage
      titleAs="h2"
      title={t('styleguide.samples.placeholderTitle')}
      badge={t('styleguide.samples.placeholderBadge')}
      description={t('styleguide.samples.placeholderDescription')}
    />
  );
}

function SpinnerSample() {
  return (
    <div className="styleguide-stack">
      <div className="styleguide-row">
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" />
      </div>
      <PageLoader className="styleguide-page-loader" />
    </div>
  );
}

function TabsSample() {
  const { t } = useTranslation('admin');
  const tabs = [
    ['overview', t('styleguide.samples.tabOverview')],
    ['logbook', t('styleguide.samples.tabLogbook')],
    ['photos', t('styleguide.samples.tabPhotos')],
  ] as const;
  return (
    <Tabs defaultValue="overview">
      <TabList aria-label={t('styleguide.samples.tabs')}>
        {tabs.map(([value, label]) => (
          <Tab key={value} value={value}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(([value, label]) => (
        <TabPanel key={value} value={value}>
          <p>{t('styleguide.samples.tabText', { tab: label })}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

function ToastMessageSample() {
  const { t } = useTranslation('admin');
  // The toaster's own look (TOASTER_OPTIONS), standing still in the panel.
  return (
    <div className="styleguide-toast" style={TOASTER_OPTIONS.style}>
      <ToastMessage
        title={t('styleguide.samples.toastTitle')}
        description={t('styleguide.samples.toastDescription')}
      />
    </div>
  );
}

const emailForm = z.object({ email: emailSchema });

function FormFieldSample() {
  const { t } = useTranslation('admin');
  const form = useForm<z.input<typeof emailForm>, unknown, z.output<typeof emailForm>>({
    defaultValues: { email: '' },
    resolver: zodResolver(emailForm),
  });
  // A field the user has left with a wrong address: the first error shows under it.
  useEffect(() => {
    form.setValue('email', 'driver@', { shouldTouch: true, shouldValidate: true });
  }, [form]);
  return (
    <FormField form={form} name="email" type="email" label={t('styleguide.samples.emailLabel')} />
  );
}

const carForm = z.object({ bodyType: z.string().min(1), notes: z.string() });

function FormControlsSample() {
  const { t } = useTranslation('admin');
  const form = useForm<z.input<typeof carForm>, unknown, z.output<typeof carForm>>({
    defaultValues: { bodyType: 'wagon', notes: t('styleguide.samples.notesValue') },
    resolver: zodResolver(carForm),
  });
  return (
    <div className="styleguide-stack">
      <FormSelect
        form={form}
        name="bodyType"
        label={t('styleguide.samples.selectLabel')}
        required
        placeholder={t('styleguide.samples.selectPlaceholder')}
        options={(['coupe', 'sedan', 'wagon'] as const).map((value) => ({
          value,
          label: t(`styleguide.samples.selectOptions.${value}`),
        }))}
      />
      <FormTextArea form={form} name="notes" label={t('styleguide.samples.notesLabel')} rows={3} />
    </div>
  );
}

function PasswordStrengthMeterSample() {
  const { t } = useTranslation('admin');
  const [password, setPassword] = useState('carclub');
  const meterId = useId();
  return (
    <div className="styleguide-stack">
      <Field
        label={t('styleguide.samples.newPasswordLabel')}
        type="text"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        aria-describedby={meterId}
      />
      <PasswordStrengthMeter id={meterId} password={password} />
    </div>
  );
}

/**
 * One sample per shared component of @carclub/ui and @carclub/forms; a new one gets its sample
 * here (the styleguide's test fails until it has one).
 */
export const COMPONENT_SAMPLES: readonly ComponentSample[] = [
  { title: 'Button', components: [Button], Sample: ButtonSample },
  { title: 'ButtonLink', components: [ButtonLink], Sample: ButtonLinkSample },
  { title: 'Dialog, ConfirmDialog', components: [Dialog, ConfirmDialog], Sample: DialogSample },
  { title: 'EmptyState', components: [EmptyState], Sample: EmptyStateSample },
  { title: 'ErrorState', components: [ErrorState], Sample: ErrorStateSample },
  { title: 'Field', components: [Field], Sample: FieldSample },
  { title: 'TextArea', components: [TextArea], Sample: TextAreaSample },
  { title: 'Select', components: [Select], Sample: SelectSample },
  { title: 'FileDropZone', components: [FileDropZone], Sample: FileDropZoneSample },
  {
    title: 'Pagination, PaginationSummary',
    components: [Pagination, PaginationSummary],
    Sample: PaginationSample,
  },
  { title: 'PasswordStrength', components: [PasswordStrength], Sample: PasswordStrengthSample },
  { title: 'PlaceholderPage', components: [PlaceholderPage], Sample: PlaceholderPageSample },
  { title: 'ProgressBar', components: [ProgressBar], Sample: ProgressBarSample },
  {
    title: 'Skeleton, SkeletonBlock',
    components: [Skeleton, SkeletonBlock],
    Sample: SkeletonSample,
  },
  { title: 'Spinner, PageLoader', components: [Spinner, PageLoader], Sample: SpinnerSample },
  {
    title: 'Tabs, TabList, Tab, TabPanel',
    components: [Tabs, TabList, Tab, TabPanel],
    Sample: TabsSample,
  },
  { title: 'ToastMessage', components: [ToastMessage], Sample: ToastMessageSample },
  {
    title: 'VehicleStatusBadge',
    components: [VehicleStatusBadge],
    Sample: VehicleStatusBadgeSample,
  },
  { title: 'FormField (@carclub/forms)', components: [FormField], Sample: FormFieldSample },
  {
    title: 'FormSelect, FormTextArea (@carclub/forms)',
    components: [FormSelect, FormTextArea],
    Sample: FormControlsSample,
  },
  {
    title: 'PasswordStrengthMeter (@carclub/forms)',
    components: [PasswordStrengthMeter],
    Sample: PasswordStrengthMeterSample,
  },
];

/** Exports with nothing of their own to look at, and why. */
export const WITHOUT_SAMPLE: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [AppProviders, 'the providers every page runs inside: no markup of its own'],
  [FallbackBoundary, 'shows its children, or the fallback it is given when they fail'],
  // Its h2 in a sample's panel would break the page's outline; the vehicle and profile forms show it.
  [
    FormSection,
    "a long form's fieldset, titled by an h2: the outline of a form page, not a sample",
  ],
]);

/** The "Components" section: each sample under its name, in both themes. */
export function ComponentSamples() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section
      className="styleguide-section styleguide-section--components"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('styleguide.sections.components')}</h2>
      {COMPONENT_SAMPLES.map(({ title, Sample }) => (
        <section key={title} className="styleguide-component" aria-label={title}>
          <h3>
            <code>{title}</code>
          </h3>
          <ThemePair label={title}>{(theme) => <Sample theme={theme} />}</ThemePair>
        </section>
      ))}
    </section>
  );
}
