import { toApiError } from '@carclub/api-client';
import {
  CURRENCIES,
  LOGBOOK_CATEGORIES,
  LOGBOOK_MAX_PARTS,
  LOGBOOK_PART_NAME_MAX_LENGTH,
  LOGBOOK_PART_NUMBER_MAX_LENGTH,
  LOGBOOK_STORY_MAX_LENGTH,
  LOGBOOK_TITLE_MAX_LENGTH,
  type LogbookEntry,
  type LogbookEntryInput,
} from '@carclub/contracts';
import {
  FormField,
  FormSection,
  FormSelect,
  FormTextArea,
  showServerFieldErrors,
} from '@carclub/forms';
import {
  Button,
  ConfirmDialog,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  useLeaveGuard,
} from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@carclub/router';

import { FormCheckbox } from '../../../components/form-checkbox';
import { LeaveDialog } from '@carclub/kit';
import { StickyFormActions } from '../../../components/sticky-form-actions';
import { useDeleteLogbookEntry } from '../api/delete-logbook-entry';
import { useSaveLogbookEntry } from '../api/save-logbook-entry';
import { entryPagePath, logbookTabPath, type LogbookCar } from '../lib/paths';
import {
  emptyEntryFormValues,
  ENTRY_FIELDS,
  entryFormValues,
  logbookEntryFormSchema,
  type LogbookEntryFormValues,
} from '../schemas';
import { Story } from './story';
import '../logbook.css';

/** The entry form: inputs as typed in, the contract's payload out. */
type EntryForm = UseFormReturn<LogbookEntryFormValues, unknown, LogbookEntryInput>;

export interface LogbookEntryFormProps {
  car: LogbookCar;
  /** The entry to edit; a new one when absent. */
  entry?: LogbookEntry;
}

/**
 * The owner's form for one logbook entry (issue 17 point 1): what happened and when, fuel on a
 * fuel entry, what it cost, the story in Markdown with a preview, the parts, and who sees it.
 * Saving goes to the entry's page; nothing typed is lost on an error.
 */
export function LogbookEntryForm({ car, entry }: LogbookEntryFormProps) {
  const { t } = useTranslation('garage');
  const navigate = useNavigate();
  const save = useSaveLogbookEntry();
  const form: EntryForm = useForm<LogbookEntryFormValues, unknown, LogbookEntryInput>({
    resolver: zodResolver(logbookEntryFormSchema),
    mode: 'onTouched',
    defaultValues: entry ? entryFormValues(entry) : emptyEntryFormValues(),
  });
  const { blocker, allowLeaving } = useLeaveGuard(form.formState.isDirty);
  const category = useWatch({ control: form.control, name: 'category' });

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({
        vehicleId: car.id,
        entryId: entry?.id,
        entry: payload,
      });
      toast.success(entry ? t('logbook.form.saved') : t('logbook.form.created'));
      allowLeaving();
      void navigate(entryPagePath(car, saved.id), { replace: !entry });
    } catch (error) {
      const apiError = toApiError(error);
      const fields = [
        ...ENTRY_FIELDS,
        ...Object.keys(apiError.fieldErrors).filter((field) => field.startsWith('parts.')),
      ] as Path<LogbookEntryFormValues>[];
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, fields)) {
        toast.error(apiError.message);
      }
    }
  });

  return (
    <form className="cc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormSection title={t('logbook.form.whatAndWhen')}>
        <FormField
          form={form}
          name="title"
          label={t('logbook.form.title')}
          required
          maxLength={LOGBOOK_TITLE_MAX_LENGTH}
        />
        <FormField form={form} name="date" type="date" label={t('logbook.form.date')} required />
        <FormSelect
          form={form}
          name="category"
          label={t('logbook.form.category')}
          required
          placeholder={t('logbook.form.categoryPlaceholder')}
          options={LOGBOOK_CATEGORIES.map((value) => ({
            value,
            label: t(`logbook.category.${value}`),
          }))}
        />
        <FormField
          form={form}
          name="mileage"
          inputMode="numeric"
          label={t('logbook.form.mileage')}
          hint={t('logbook.form.mileageHint')}
        />
        {category === 'fuel' && (
          <>
            <FormField
              form={form}
              name="litres"
              inputMode="decimal"
              label={t('logbook.form.litres')}
              required
            />
            <FormCheckbox
              form={form}
              name="fullTank"
              label={t('logbook.form.fullTank')}
              hint={t('logbook.form.fullTankHint')}
            />
            <FormCheckbox
              form={form}
              name="missedFill"
              label={t('logbook.form.missedFill')}
              hint={t('logbook.form.missedFillHint')}
            />
          </>
        )}
      </FormSection>

      <FormSection title={t('logbook.form.costSection')}>
        <FormField form={form} name="cost" inputMode="decimal" label={t('logbook.form.cost')} />
        <FormSelect
          form={form}
          name="currency"
          label={t('logbook.form.currency')}
          placeholder={t('logbook.form.currencyPlaceholder')}
          options={CURRENCIES.map((value) => ({ value, label: t(`enums.currency.${value}`) }))}
        />
      </FormSection>

      <StoryEditor form={form} />
      <PartsEditor form={form} />

      <fieldset className="cc-form-section">
        <legend className="cc-form-section__legend">
          <h2 className="cc-form-section__title">{t('logbook.form.visibility')}</h2>
        </legend>
        <div className="cc-form-section__stack">
          <div className="logbook-form__choices">
            {(['public', 'private'] as const).map((value) => (
              <label key={value} className="logbook-form__choice">
                <input type="radio" value={value} {...form.register('visibility')} />
                {value === 'public'
                  ? t('logbook.form.visibilityPublic')
                  : t('logbook.form.visibilityPrivate')}
              </label>
            ))}
          </div>
          <FormCheckbox
            form={form}
            name="costHidden"
            label={t('logbook.form.costHidden')}
            hint={t('logbook.form.costHiddenHint')}
          />
        </div>
      </fieldset>

      <StickyFormActions>
        {entry && <DeleteEntry car={car} entry={entry} onDeleted={allowLeaving} />}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {entry ? t('logbook.form.save') : t('logbook.form.create')}
        </Button>
      </StickyFormActions>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}

/** The story in Markdown, with a preview rendered exactly as its page will show it. */
function StoryEditor({ form }: { form: EntryForm }) {
  const { t } = useTranslation('garage');
  const [tab, setTab] = useState('write');
  const story = useWatch({ control: form.control, name: 'story' });
  return (
    <fieldset className="cc-form-section">
      <legend className="cc-form-section__legend">
        <h2 className="cc-form-section__title">{t('logbook.form.story')}</h2>
      </legend>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label={t('logbook.form.storyTabs')}>
          <Tab value="write">{t('logbook.form.write')}</Tab>
          <Tab value="preview">{t('logbook.form.preview')}</Tab>
        </TabList>
        {/* Kept mounted: the text area keeps its caret and undo history across a preview. */}
        <TabPanel value="write" keepMounted>
          <FormTextArea
            form={form}
            name="story"
            label={t('logbook.form.story')}
            hint={t('logbook.form.storyHint')}
            maxLength={LOGBOOK_STORY_MAX_LENGTH}
            rows={10}
          />
        </TabPanel>
        <TabPanel value="preview">
          {story.trim() ? (
            <Story source={story} className="logbook-form__preview" />
          ) : (
            <p className="logbook-form__preview-empty">{t('logbook.form.previewEmpty')}</p>
          )}
        </TabPanel>
      </Tabs>
    </fieldset>
  );
}

/** The parts fitted or bought: name, part number and price, one row each. */
function PartsEditor({ form }: { form: EntryForm }) {
  const { t } = useTranslation('garage');
  const parts = useFieldArray({ control: form.control, name: 'parts' });
  return (
    <fieldset className="cc-form-section">
      <legend className="cc-form-section__legend">
        <h2 className="cc-form-section__title">{t('logbook.form.parts')}</h2>
      </legend>
      <p className="cc-form-section__description">
        {t('logbook.form.partsHint', { count: LOGBOOK_MAX_PARTS })}
      </p>
      <ol className="logbook-form__parts">
        {parts.fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="logbook-form__part">
              <FormField
                form={form}
                name={`parts.${index}.name`}
                label={t('logbook.form.partName', { number })}
                required
                maxLength={LOGBOOK_PART_NAME_MAX_LENGTH}
              />
              <FormField
                form={form}
                name={`parts.${index}.partNumber`}
                label={t('logbook.form.partNumber', { number })}
                maxLength={LOGBOOK_PART_NUMBER_MAX_LENGTH}
              />
              <FormField
                form={form}
                name={`parts.${index}.price`}
                inputMode="decimal"
                label={t('logbook.form.partPrice', { number })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="logbook-form__remove"
                onClick={() => parts.remove(index)}
              >
                {t('logbook.form.removePart', { number })}
              </Button>
            </li>
          );
        })}
      </ol>
      {parts.fields.length < LOGBOOK_MAX_PARTS && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => parts.append({ name: '', partNumber: '', price: '' })}
        >
          {t('logbook.form.addPart')}
        </Button>
      )}
    </fieldset>
  );
}

/** Deletes the entry after asking; then back to the car's logbook. */
function DeleteEntry({
  car,
  entry,
  onDeleted,
}: {
  car: LogbookCar;
  entry: LogbookEntry;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('garage');
  const navigate = useNavigate();
  const deletion = useDeleteLogbookEntry();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await deletion.mutateAsync({ vehicleId: car.id, entryId: entry.id });
    } catch (error) {
      const apiError = toApiError(error);
      // Already gone (another tab): the goal is reached all the same.
      if (apiError.status !== 404) {
        toast.error(apiError.message);
        return;
      }
    }
    toast.success(t('logbook.form.deleted'));
    setAsking(false);
    onDeleted();
    void navigate(logbookTabPath(car), { replace: true });
  };
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setAsking(true)}>
        {t('logbook.form.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('logbook.form.deleteTitle', { title: entry.title })}
        description={t('logbook.form.deleteDescription')}
        confirmLabel={t('logbook.form.deleteConfirm')}
        tone="danger"
        busy={deletion.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
