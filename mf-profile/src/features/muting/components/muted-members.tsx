import type { MutedMember, MutedModel } from '@carclub/contracts';
import { useSetModelMuted } from '@carclub/kit';
import { memberPage } from '@carclub/contracts/page-paths';
import {
  Button,
  ErrorState,
  Skeleton,
  SkeletonBlock,
  toast,
  ToastMessage,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { SettingsCard } from '../../../components/settings-card/settings-card';
import { useDateFormat } from '../../../lib/dates';
import { useMutes, useSetMuted } from '../api/mutes';
import '../muting.css';

const TITLE_ID = 'muted-members-title';

/** The members (ADR 0153) and the models the signed-in member muted, each with "Unmute". */
export function MutedMembers() {
  const { t } = useTranslation('profile');
  const mutes = useMutes();
  const setMuted = useSetMuted();
  const dates = useDateFormat();
  const listRef = useRef<HTMLUListElement>(null);
  const items = mutes.data?.items;

  // The unmuted row's button had focus: it goes to the next row's button, else the title.
  const focusAfterUnmute = useFocusAfterRemoval<string | undefined>((nextNickname) => {
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-nickname]') ?? [];
    const next = Array.from(buttons).find((button) => button.dataset.nickname === nextNickname);
    return next ?? document.getElementById(TITLE_ID);
  });

  const unmute = (member: MutedMember, index: number) => {
    const nextNickname = (items?.[index + 1] ?? items?.[index - 1])?.nickname;
    setMuted.mutate(
      { nickname: member.nickname, muted: false },
      {
        onSuccess: () => {
          focusAfterUnmute(nextNickname);
          toast.success(t('muting.unmuted', { nickname: member.nickname }));
        },
        onError: (error) =>
          toast.error(
            <ToastMessage
              title={t('muting.unmuteFailed', { nickname: member.nickname })}
              description={error.message}
            />,
          ),
      },
    );
  };

  return (
    <SettingsCard titleId={TITLE_ID} title={t('muting.title')} intro={t('muting.intro')}>
      {items ? (
        items.length === 0 ? (
          mutes.data?.models.length === 0 && (
            <p className="muted-members__empty">{t('muting.empty')}</p>
          )
        ) : (
          <ul ref={listRef} className="muted-members">
            {items.map((member, index) => (
              <li key={member.nickname} className="muted-member">
                <div className="muted-member__text">
                  <Link className="cc-title-link" to={memberPage(member.nickname)}>
                    {member.nickname}
                  </Link>
                  <time className="muted-member__since" dateTime={member.mutedAt}>
                    {t('muting.mutedSince', { time: dates.dateTime(member.mutedAt) })}
                  </time>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  data-nickname={member.nickname}
                  aria-label={t('muting.unmuteMember', { nickname: member.nickname })}
                  loading={setMuted.isPending && setMuted.variables?.nickname === member.nickname}
                  onClick={() => unmute(member, index)}
                >
                  {t('muting.unmute')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : mutes.isPending ? (
        <Skeleton label={t('muting.loading')}>
          <SkeletonBlock shape="rect" height="3rem" />
        </Skeleton>
      ) : (
        <ErrorState
          title={t('muting.loadFailed')}
          message={mutes.error?.message}
          onRetry={() => void mutes.refetch()}
          retrying={mutes.isFetching}
        />
      )}
      {mutes.data && mutes.data.models.length > 0 && <MutedModels models={mutes.data.models} />}
    </SettingsCard>
  );
}

/** The makes' models muted (issue 33): their cars, posts and entries stay out of the feeds. */
function MutedModels({ models }: { models: MutedModel[] }) {
  const { t } = useTranslation('profile');
  const setMuted = useSetModelMuted();
  const dates = useDateFormat();
  const focusAfterUnmute = useFocusAfterRemoval<undefined>(() => document.getElementById(TITLE_ID));
  return (
    <section className="muted-models" aria-labelledby="muted-models-title">
      <h3 id="muted-models-title" className="muted-models__title">
        {t('muting.modelsTitle')}
      </h3>
      <ul className="muted-members">
        {models.map((model) => (
          <li key={model.id} className="muted-member">
            <div className="muted-member__text">
              <span>{model.name}</span>
              <time className="muted-member__since" dateTime={model.mutedAt}>
                {t('muting.mutedSince', { time: dates.dateTime(model.mutedAt) })}
              </time>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('muting.unmuteMember', { nickname: model.name })}
              loading={setMuted.isPending && setMuted.variables?.modelId === model.id}
              onClick={() =>
                setMuted.mutate(
                  { modelId: model.id, muted: false },
                  {
                    onSuccess: () => focusAfterUnmute(undefined),
                    onError: (error) =>
                      toast.error(
                        <ToastMessage
                          title={t('muting.unmuteFailed', { nickname: model.name })}
                          description={error.message}
                        />,
                      ),
                  },
                )
              }
            >
              {t('muting.unmute')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
