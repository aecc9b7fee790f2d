import '../reference-data.css';

import {
  type AdminReferenceItem,
  REFERENCE_LISTS,
  type ReferenceList,
  referenceListSchema,
} from '@carclub/contracts';
import { Button, ConfirmDialog, Field, Select, toast, useFocusAfterRemoval } from '@carclub/ui';
import { DataTable, QueryView, type UrlQueryChanges, useUrlQuery } from '@carclub/kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteReferenceItem, vehiclesInUse } from '../api/delete-reference-item';
import { useReferenceItems } from '../api/get-reference-items';
import { ReferenceItemDialog } from './reference-item-dialog';

/** The list, its search and page as the address has them; an unknown list is the makes. */
function readQuery(params: URLSearchParams) {
  const parsedList = referenceListSchema.safeParse(params.get('list'));
  const list: ReferenceList = parsedList.success ? parsedList.data : 'manufacturers';
  return {
    list,
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** Every make fits one page of the API (its limit is 200), for the model dialog's select. */
const ALL_MAKES = { page: 1, limit: 200 };

type Editing = { item: AdminReferenceItem | null } | null;

/**
 * One list at a time (chosen in the URL with the search and the page, so a link or Back shows the
 * same view): its items, how many vehicles use each, add, edit and delete.
 */
export function ReferenceDataManager() {
  const { t, i18n } = useTranslation('admin');
  const [{ list, search, page }, setQuery] = useUrlQuery(readQuery);
  const items = useReferenceItems(list, { search: search || undefined, page });
  const makes = useReferenceItems('manufacturers', ALL_MAKES, list === 'models');
  const remove = useDeleteReferenceItem();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminReferenceItem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const searchId = useId();
  const focusSearch = useFocusAfterRemoval<true>(() => document.getElementById(searchId));
  const number = new Intl.NumberFormat(i18n.language);

  const update = (changes: UrlQueryChanges) => {
    setRefusal(null);
    setQuery(changes);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    update({ search: typeof value === 'string' ? value.trim() : undefined });
  };

  /** An item as the reader's language names it. */
  const label = (item: AdminReferenceItem) => (i18n.language === 'uk' ? item.nameUk : item.nameEn);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    const name = label(deleting);
    try {
      await remove.mutateAsync({ list, id, name });
    } catch (error) {
      const count = vehiclesInUse(error);
      // Said on the page, not only in a toast: the admin may need it to find those cars.
      if (count !== null) setRefusal(t('referenceData.usedBy', { name, count }));
      else toast.error(t('referenceData.deleteFailed', { name }));
      setDeleting(null);
      return;
    }
    // The deleted row took the dialog's opener along: without this, focus would fall to <body>.
    setDeleting(null);
    focusSearch(true);
    toast.success(t('referenceData.deleted', { name }));
  };

  const makeOptions = (makes.data?.items ?? []).map((make) => ({
    value: make.id,
    label: i18n.language === 'uk' ? make.nameUk : make.nameEn,
  }));

  return (
    <div className="reference-data">
      <div className="reference-data__controls">
        <Field label={t('referenceData.list')}>
          <Select
            value={list}
            options={REFERENCE_LISTS.map((value) => ({
              value,
              label: t(`referenceData.lists.${value}`),
            }))}
            onChange={(event) => update({ list: event.target.value, search: undefined })}
          />
        </Field>
        <form
          role="search"
          className="reference-data__search"
          onSubmit={onSearch}
          key={`${list}:${search}`}
        >
          <Field
            id={searchId}
            name="search"
            type="search"
            label={t('referenceData.search')}
            placeholder={t('referenceData.searchPlaceholder')}
            defaultValue={search}
          />
          <Button type="submit" variant="secondary">
            {t('referenceData.searchSubmit')}
          </Button>
        </form>
        <Button onClick={() => setEditing({ item: null })}>{t('referenceData.add')}</Button>
      </div>

      {refusal && (
        <p role="alert" className="reference-data__refusal">
          {refusal}
        </p>
      )}

      <QueryView
        query={items}
        loading={t('referenceData.loading')}
        failed={t('referenceData.loadFailed')}
        empty={t('referenceData.empty')}
      >
        {(data) => (
          <DataTable
            className="reference-data__table"
            rows={data.items}
            rowKey={(item) => item.id}
            caption={t('referenceData.caption', {
              list: t(`referenceData.lists.${list}`),
              total: number.format(data.total),
            })}
            columns={[
              {
                key: 'name',
                header: t('referenceData.columns.name'),
                rowHeader: true,
                cell: (item) => (
                  <>
                    {item.name}
                    <span className="reference-data__id">{item.id}</span>
                  </>
                ),
              },
              {
                key: 'nameUk',
                header: t('referenceData.columns.nameUk'),
                lang: 'uk',
                cell: (item) => item.nameUk,
              },
              {
                key: 'nameEn',
                header: t('referenceData.columns.nameEn'),
                lang: 'en',
                cell: (item) => item.nameEn,
              },
              ...(list === 'models'
                ? [
                    {
                      key: 'make',
                      header: t('referenceData.columns.make'),
                      cell: (item: AdminReferenceItem) => item.manufacturerName,
                    },
                  ]
                : []),
              ...(list === 'colors'
                ? [
                    {
                      key: 'swatch',
                      header: t('referenceData.columns.swatch'),
                      cell: (item: AdminReferenceItem) => (
                        <>
                          <span
                            className="reference-swatch"
                            style={{ background: item.hex ?? 'transparent' }}
                            aria-hidden="true"
                          />
                          <code>{item.hex}</code>
                        </>
                      ),
                    },
                  ]
                : []),
              {
                key: 'vehicles',
                header: t('referenceData.columns.vehicles'),
                cell: (item) => number.format(item.vehicles),
              },
              {
                key: 'actions',
                header: t('referenceData.columns.actions'),
                className: 'reference-data__actions',
                cell: (item) => (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('referenceData.editLabel', { name: label(item) })}
                      onClick={() => setEditing({ item })}
                    >
                      {t('referenceData.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('referenceData.deleteLabel', { name: label(item) })}
                      onClick={() => {
                        setRefusal(null);
                        setDeleting(item);
                      }}
                    >
                      {t('referenceData.delete')}
                    </Button>
                  </>
                ),
              },
            ]}
            pagination={{
              page: data.page,
              pageCount: Math.max(1, Math.ceil(data.total / data.limit)),
              onPageChange: (next) => update({ page: next > 1 ? next : undefined }),
            }}
          />
        )}
      </QueryView>

      {editing && (
        <ReferenceItemDialog
          key={editing.item?.id ?? 'new'}
          list={list}
          item={editing.item}
          makes={makeOptions}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        busy={remove.isPending}
        title={t('referenceData.confirmDelete', { name: deleting ? label(deleting) : '' })}
        description={t('referenceData.confirmDeleteText')}
        confirmLabel={t('referenceData.delete')}
        cancelLabel={t('referenceData.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
