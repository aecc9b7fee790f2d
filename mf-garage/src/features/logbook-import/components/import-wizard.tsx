import {
  CURRENCIES,
  LOGBOOK_CATEGORIES,
  LOGBOOK_CATEGORY_NAMES,
  logbookCategoryFromText,
  LOGBOOK_IMPORT_MAX_FILE_BYTES,
  LOGBOOK_IMPORT_MAX_ROWS,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  LOGBOOK_VISIBILITIES,
  type LogbookImportReport,
} from '@carclub/contracts';
import { useNavigate } from '@carclub/router';
import { Button, FileDropZone, Select, toast } from '@carclub/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useImportLogbook } from '../api/import-logbook';
import { detectFormat, type DetectedFormat } from '../lib/detect-format';
import { mapRows, type ImportMapping } from '../lib/map-rows';
import {
  columnsFor,
  DATE_FORMATS,
  detectPreset,
  PRESET_IDS,
  PRESETS,
  TARGET_FIELDS,
  type PresetId,
  type TargetField,
} from '../lib/presets';
import { DELIMITERS, readCsv, tableOf, type CsvTable, type Delimiter } from '../lib/read-csv';
import '../logbook-import.css';

export interface ImportWizardProps {
  vehicleId: string;
  /** Where the logbook tab of the car is, to go back to once imported. */
  logbookPath: string;
}

const MAX_MEGABYTES = LOGBOOK_IMPORT_MAX_FILE_BYTES / 1024 / 1024;
const PREVIEW_ROWS = 5;
const LISTED_ROWS = 50;

/** A mapped value as the table of entries to add shows it: dates, titles and numbers as sent. */
const cellText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const fieldValue = (label: (value: string) => string, value: unknown) =>
  typeof value === 'string' ? label(value) : '';

interface ChosenFile {
  name: string;
  text: string;
  delimiter: Delimiter;
  records: string[][];
}

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/**
 * The values of a column that fills a field of fixed values (category, visibility) which the
 * server would refuse, each once: the mapping step lists the accepted ones beside the column.
 */
function unknownValues(table: CsvTable, index: number, field: TargetField | ''): string[] {
  const known =
    field === 'category'
      ? (value: string) => logbookCategoryFromText(value) !== null
      : field === 'visibility'
        ? (value: string) =>
            (LOGBOOK_VISIBILITIES as readonly string[]).includes(value.toLowerCase())
        : null;
  if (!known) return [];
  const values = new Set<string>();
  for (const row of table.rows) {
    const value = (row.cells[index] ?? '').trim();
    if (value !== '' && !known(value)) values.add(value);
  }
  return [...values];
}

/**
 * The import's three steps (issue 17 point 6, ADR 0096): a file read in the browser, its columns
 * matched to entry fields (a preset fills them in), then the server's dry run: the rows to add,
 * how many are skipped as already in the logbook (ADR 0110), and each refused row with its line
 * and reasons. Importing is possible only when nothing is refused and something is new, and
 * writes every new row or none.
 */
export function ImportWizard({ vehicleId, logbookPath }: ImportWizardProps) {
  const { t, i18n } = useTranslation('garage');
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'uk';
  const navigate = useNavigate();
  const headingId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [presetId, setPresetId] = useState<PresetId>('custom');
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [report, setReport] = useState<LogbookImportReport | null>(null);
  const importer = useImportLogbook();

  const table = useMemo(
    () => (file ? tableOf(file.records, PRESETS[presetId].section) : null),
    [file, presetId],
  );
  const categoryLabel = useCallback(
    (category: string) =>
      (LOGBOOK_CATEGORIES as readonly string[]).includes(category)
        ? t(`logbook.category.${category as 'other'}`)
        : category,
    [t],
  );
  const rows = useMemo(
    () => (table && mapping ? mapRows(table, mapping, categoryLabel) : []),
    [table, mapping, categoryLabel],
  );

  /**
   * The preset's columns and defaults; what the file's cells say (`detected`) wins over what was
   * chosen for an earlier file (`keep`), which wins over the preset's defaults.
   */
  const applyPreset = (
    id: PresetId,
    records: string[][],
    keep?: ImportMapping | null,
    detected?: DetectedFormat,
  ) => {
    const preset = PRESETS[id];
    const headers = tableOf(records, preset.section).headers;
    setPresetId(id);
    setMapping({
      columns: columnsFor(preset, headers),
      dateFormat: detected?.dateFormat ?? keep?.dateFormat ?? preset.dateFormat,
      decimalComma: detected?.decimalComma ?? keep?.decimalComma ?? preset.decimalComma,
      category: preset.category,
      currency: keep?.currency ?? '',
      visibility: keep?.visibility ?? 'private',
    });
  };

  const chooseFile = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setReport(null);
    if (chosen.size > LOGBOOK_IMPORT_MAX_FILE_BYTES) {
      setFileError(t('logbookImport.file.tooLarge', { size: MAX_MEGABYTES }));
      return;
    }
    let text: string;
    let read: ReturnType<typeof readCsv>;
    try {
      text = await chosen.text();
      read = readCsv(text);
    } catch {
      setFileError(t('logbookImport.file.unreadable'));
      return;
    }
    const { records, delimiter } = read;
    const id = detectPreset(records);
    const found = tableOf(records, PRESETS[id].section);
    if (found.rows.length === 0) {
      setFileError(t('logbookImport.file.empty'));
      return;
    }
    if (found.rows.length > LOGBOOK_IMPORT_MAX_ROWS) {
      setFileError(
        t('logbookImport.file.tooManyRows', {
          count: found.rows.length,
          max: LOGBOOK_IMPORT_MAX_ROWS,
        }),
      );
      return;
    }
    setFileError(null);
    setFile({ name: chosen.name, text, delimiter, records });
    // A corrected file of the same app keeps what was chosen for the first one, unless its own
    // cells say otherwise.
    applyPreset(id, records, mapping, detectFormat(found));
  };

  /** The file split again at another separator: its columns, so the mapping, start over. */
  const changeDelimiter = (delimiter: Delimiter) => {
    if (!file) return;
    setReport(null);
    const { records } = readCsv(file.text, delimiter);
    const id = detectPreset(records);
    setFile({ ...file, delimiter, records });
    applyPreset(id, records, mapping, detectFormat(tableOf(records, PRESETS[id].section)));
  };

  const check = () => {
    importer.mutate(
      { vehicleId, rows, dryRun: true },
      { onSuccess: (result) => setReport(result) },
    );
  };

  const runImport = () => {
    importer.mutate(
      { vehicleId, rows, dryRun: false },
      {
        onSuccess: (result) => {
          const imported = t('logbookImport.review.imported', { count: result.added });
          toast.success(
            result.skipped.length === 0
              ? imported
              : `${imported}. ${t('logbookImport.review.skippedDone', { count: result.skipped.length })}`,
          );
          void navigate(logbookPath);
        },
        onError: () => toast.error(t('logbookImport.review.failed')),
      },
    );
  };

  const setColumn = (index: number, field: TargetField | '') => {
    if (!mapping) return;
    setReport(null);
    setMapping({
      ...mapping,
      columns: mapping.columns.map((current, at) =>
        at === index ? field : field !== '' && current === field ? '' : current,
      ),
    });
  };
  const update = (patch: Partial<ImportMapping>) => {
    if (!mapping) return;
    setReport(null);
    setMapping({ ...mapping, ...patch });
  };

  const otherLanguage = language === 'uk' ? 'en' : 'uk';
  /** Every value the field takes: a category by its name here, then in the other language, and its key. */
  const acceptedValues = (field: TargetField | '') =>
    field === 'category'
      ? LOGBOOK_CATEGORIES.map(
          (category) =>
            `${LOGBOOK_CATEGORY_NAMES[language][category]} (${LOGBOOK_CATEGORY_NAMES[otherLanguage][category]}, ${category})`,
        ).join('; ')
      : LOGBOOK_VISIBILITIES.join(', ');

  const fieldLabel = (field: string) =>
    (TARGET_FIELDS as readonly string[]).includes(field) || field === 'logbook'
      ? t(`logbookImport.fields.${field as TargetField}`)
      : field;
  const reason = (message: string) =>
    t(message as 'validation.required', { ns: 'common', max: LOGBOOK_MAX_ENTRIES_PER_VEHICLE });

  const fileStep = (
    <section className="lbi-step" aria-labelledby={`${headingId}-file`}>
      <h2 id={`${headingId}-file`}>{t('logbookImport.steps.file')}</h2>
      <FileDropZone
        buttonLabel={file ? t('logbookImport.file.chooseAnother') : t('logbookImport.file.choose')}
        hint={t('logbookImport.file.hint', { size: MAX_MEGABYTES, count: LOGBOOK_IMPORT_MAX_ROWS })}
        accept=".csv,text/csv"
        onFiles={(files) => void chooseFile(files)}
        describedBy={fileError ? fileErrorId : undefined}
      />
      {fileError && (
        <p id={fileErrorId} role="alert" className="lbi-error">
          {fileError}
        </p>
      )}
      {file && table && (
        <p>{t('logbookImport.file.chosen', { name: file.name, count: table.rows.length })}</p>
      )}
    </section>
  );

  if (!file || !table || !mapping) return fileStep;

  const hasDate = mapping.columns.includes('date');
  const previewRows = table.rows.slice(0, PREVIEW_ROWS);
  const valid =
    report !== null && report.refused.length === 0 && Object.keys(report.fields).length === 0;
  const nothingNew = valid && report.added === 0;
  const canImport = valid && !nothingNew;
  const notAdded = new Set([
    ...(report?.refused.map((row) => row.line) ?? []),
    ...(report?.skipped ?? []),
  ]);

  return (
    <>
      {fileStep}
      <section className="lbi-step" aria-labelledby={`${headingId}-mapping`}>
        <h2 id={`${headingId}-mapping`}>{t('logbookImport.mapping.heading')}</h2>
        <p>{t('logbookImport.mapping.intro')}</p>
        <p>{t('logbookImport.mapping.detected')}</p>
        <div className="lbi-settings">
          <label>
            <span>{t('logbookImport.mapping.delimiter')}</span>
            <Select
              value={file.delimiter}
              options={DELIMITERS.map((delimiter) => ({
                value: delimiter,
                label: t(`logbookImport.mapping.delimiters.${DELIMITER_NAMES[delimiter]}`),
              }))}
              onChange={(event) => changeDelimiter(event.target.value as Delimiter)}
            />
          </label>
          <label>
            <span>{t('logbookImport.mapping.preset')}</span>
            <Select
              value={presetId}
              options={PRESET_IDS.map((id) => ({
                value: id,
                label: t(`logbookImport.mapping.presets.${id}`),
              }))}
              onChange={(event) => {
                setReport(null);
                applyPreset(event.target.value as PresetId, file.records, mapping);
              }}
            />
          </label>
          <label>
            <span>{t('logbookImport.mapping.dateFormat')}</span>
            <Select
              value={mapping.dateFormat}
              options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
              onChange={(event) =>
                update({ dateFormat: event.target.value as ImportMapping['dateFormat'] })
              }
            />
          </label>
          <label>
            <span>{t('logbookImport.mapping.category')}</span>
            <Select
              value={mapping.category}
              options={LOGBOOK_CATEGORIES.map((category) => ({
                value: category,
                label: t(`logbook.category.${category}`),
              }))}
              onChange={(event) =>
                update({ category: event.target.value as ImportMapping['category'] })
              }
            />
          </label>
          <label>
            <span>{t('logbookImport.mapping.currency')}</span>
            <Select
              value={mapping.currency}
              options={[
                { value: '', label: t('logbookImport.mapping.noCurrency') },
                ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
              ]}
              onChange={(event) =>
                update({ currency: event.target.value as ImportMapping['currency'] })
              }
            />
          </label>
          <label>
            <span>{t('logbookImport.mapping.visibility')}</span>
            <Select
              value={mapping.visibility}
              options={(['private', 'public'] as const).map((visibility) => ({
                value: visibility,
                label: t(`logbookImport.visibility.${visibility}`),
              }))}
              onChange={(event) =>
                update({ visibility: event.target.value as ImportMapping['visibility'] })
              }
            />
          </label>
          <label className="lbi-checkbox">
            <input
              type="checkbox"
              checked={mapping.decimalComma}
              onChange={(event) => update({ decimalComma: event.target.checked })}
            />
            <span>{t('logbookImport.mapping.decimalComma')}</span>
          </label>
        </div>

        <div className="lbi-table-wrap">
          <table className="lbi-table">
            <caption>{t('logbookImport.mapping.columnsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('logbookImport.mapping.column')}</th>
                <th scope="col">{t('logbookImport.mapping.samples')}</th>
                <th scope="col">{t('logbookImport.mapping.field')}</th>
              </tr>
            </thead>
            <tbody>
              {table.headers.map((header, index) => {
                const field = mapping.columns[index] ?? '';
                const unknown = unknownValues(table, index, field);
                const noteId = `${headingId}-accepted-${index}`;
                return (
                  <tr key={index}>
                    <th scope="row">{header}</th>
                    <td className="lbi-samples">
                      {previewRows
                        .slice(0, 3)
                        .map((row) => (row.cells[index] ?? '').trim())
                        .filter((sample) => sample !== '')
                        .join(' · ')}
                    </td>
                    <td>
                      <Select
                        aria-label={`${t('logbookImport.mapping.field')}: ${header}`}
                        aria-describedby={unknown.length > 0 ? noteId : undefined}
                        value={field}
                        options={[
                          { value: '', label: t('logbookImport.mapping.skip') },
                          ...TARGET_FIELDS.map((field) => ({
                            value: field,
                            label: t(`logbookImport.fields.${field}`),
                          })),
                        ]}
                        onChange={(event) =>
                          setColumn(index, event.target.value as TargetField | '')
                        }
                      />
                      {unknown.length > 0 && (
                        <div id={noteId} className="lbi-accepted">
                          <p className="lbi-error">
                            {t('logbookImport.mapping.unknownValues', {
                              values: unknown.join(', '),
                              count: unknown.length,
                            })}
                          </p>
                          <p>
                            {t('logbookImport.mapping.acceptedValues', {
                              values: acceptedValues(field),
                            })}
                          </p>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <h3>{t('logbookImport.mapping.preview')}</h3>
        <div className="lbi-table-wrap">
          <table className="lbi-table">
            <caption>
              {t('logbookImport.mapping.previewCaption', { count: previewRows.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('logbookImport.mapping.line')}</th>
                {table.headers.map((header, index) => (
                  <th key={index} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {previewRows.map((row) => (
                <tr key={row.line}>
                  <th scope="row">{row.line}</th>
                  {table.headers.map((_, index) => (
                    <td key={index}>{row.cells[index] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!hasDate && <p className="lbi-error">{t('logbookImport.mapping.noDate')}</p>}
        <Button
          onClick={check}
          disabled={!hasDate}
          loading={importer.isPending && importer.variables.dryRun}
        >
          {t('logbookImport.mapping.check')}
        </Button>
      </section>

      {report && (
        <section className="lbi-step" aria-labelledby={`${headingId}-review`}>
          <h2 id={`${headingId}-review`}>{t('logbookImport.review.heading')}</h2>
          <p role="status">
            {t('logbookImport.review.summary', { added: report.added, count: report.total })}{' '}
            {report.skipped.length > 0 &&
              `${t('logbookImport.review.skippedCount', { count: report.skipped.length })} `}
            {report.refused.length > 0
              ? t('logbookImport.review.refusedCount', { count: report.refused.length })
              : report.skipped.length > 0
                ? t('logbookImport.review.noneRefused')
                : t('logbookImport.review.allValid')}
          </p>
          {Object.entries(report.fields).map(([field, messages]) => (
            <p key={field} className="lbi-error" role="alert">
              {messages.map(reason).join(' ')}
            </p>
          ))}
          {report.refused.length > 0 && (
            <>
              <h3>{t('logbookImport.review.refusedHeading')}</h3>
              <div className="lbi-table-wrap">
                <table className="lbi-table lbi-table--refused">
                  <caption>{t('logbookImport.review.refusedCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('logbookImport.mapping.line')}</th>
                      <th scope="col">{t('logbookImport.review.reasons')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.refused.map((row) => (
                      <tr key={row.line}>
                        <th scope="row">{row.line}</th>
                        <td>
                          <ul className="lbi-reasons">
                            {Object.entries(row.fields).map(([field, messages]) => (
                              <li key={field}>
                                {fieldLabel(field.split('.')[0] ?? field)}:{' '}
                                {messages.map(reason).join(' ')}
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <h3>{t('logbookImport.review.addHeading')}</h3>
          <div className="lbi-table-wrap">
            <table className="lbi-table">
              <caption>
                {t('logbookImport.review.addCaption', {
                  count: Math.min(LISTED_ROWS, rows.length - notAdded.size),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('logbookImport.mapping.line')}</th>
                  {(['date', 'title', 'category', 'mileage', 'cost', 'litres'] as const).map(
                    (field) => (
                      <th key={field} scope="col">
                        {t(`logbookImport.fields.${field}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows
                  .filter((row) => !notAdded.has(row.line))
                  .slice(0, LISTED_ROWS)
                  .map(({ line, entry }) => (
                    <tr key={line}>
                      <th scope="row">{line}</th>
                      {(['date', 'title', 'category', 'mileage', 'cost', 'litres'] as const).map(
                        (field) => (
                          <td key={field}>
                            {field === 'category'
                              ? fieldValue(categoryLabel, entry[field])
                              : cellText(entry[field])}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          {!canImport && (
            <p id={`${headingId}-disabled`}>
              {nothingNew
                ? t('logbookImport.review.nothingNew')
                : t('logbookImport.review.importDisabled')}
            </p>
          )}
          <Button
            onClick={runImport}
            disabled={!canImport}
            aria-describedby={canImport ? undefined : `${headingId}-disabled`}
            loading={importer.isPending && !importer.variables.dryRun}
          >
            {t('logbookImport.review.import', { count: report.added })}
          </Button>
        </section>
      )}
    </>
  );
}
