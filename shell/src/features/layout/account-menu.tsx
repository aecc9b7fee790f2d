import type { CurrentUser } from '@carclub/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@carclub/contracts';
import { logout } from '@carclub/session';

import { IntentLink } from '../../components/intent-link';
import { useOwnProfile } from './api/get-own-profile';
import { useClickOutside } from './hooks/use-click-outside';
import { useOpenOnThisPage } from './hooks/use-open-on-this-page';

type FirstFocus = 'first' | 'last';

const menuItems = (menu: HTMLElement | null): HTMLElement[] =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The first letter of the nickname, whole even when it is outside the basic plane. */
const initialOf = (nickname: string) => (Array.from(nickname.trim())[0] ?? '?').toLocaleUpperCase();

/** The user's picture, or the first letter of their nickname when they have none (or it fails). */
function Avatar({ nickname, url }: { nickname: string; url: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        className="account-menu__avatar"
        src={url}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(url)}
      />
    );
  }
  // Drawn by CSS from the attribute: a letter in the text would be read as part of the button's
  // visible label, which must match its accessible name (WCAG 2.5.3).
  return (
    <span
      className="account-menu__avatar account-menu__avatar--initial"
      data-initial={initialOf(nickname)}
      aria-hidden="true"
    />
  );
}

/**
 * The signed-in user's button in the header and its menu, as the WAI-ARIA menu button pattern
 * has it: Enter, Space or ArrowDown open it on the first item (ArrowUp on the last), the arrows,
 * Home, End and a first letter move through it, Escape closes it back onto the button, Tab and a
 * click elsewhere close it.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const { data: profile } = useOwnProfile();
  const menu = useOpenOnThisPage<{ focus: FirstFocus }>();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useClickOutside(containerRef, menu.open, menu.close);

  useEffect(() => {
    if (!menu.state) return;
    const items = menuItems(menuRef.current);
    (menu.state.focus === 'last' ? items.at(-1) : items[0])?.focus();
  }, [menu.state]);

  const closeOntoButton = () => {
    menu.close();
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.openWith({ focus: event.key === 'ArrowUp' ? 'last' : 'first' });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(event.target as HTMLElement);
    const focusAt = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(current + 1);
      case 'ArrowUp':
        return focusAt(current - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(items.length - 1);
      case 'Escape':
        // Handled here: the phone menu around the header must not close with it.
        event.preventDefault();
        closeOntoButton();
        return;
      case 'Tab':
        // The browser then moves on from the button, to what follows (or precedes) the menu.
        buttonRef.current?.focus();
        menu.close();
        return;
      case ' ':
        // A link answers Enter by itself; Space activates any item, as in a native menu.
        event.preventDefault();
        (event.target as HTMLElement).click();
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const next = [...items.slice(current + 1), ...items.slice(0, current + 1)].find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
        );
        if (next) focusAt(items.indexOf(next));
      }
    }
  };

  const link = (to: string, label: string, end = false) => (
    <IntentLink
      to={to}
      end={end}
      role="menuitem"
      tabIndex={-1}
      className="account-menu__item"
      onClick={closeOntoButton}
    >
      {label}
    </IntentLink>
  );

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu__button"
        aria-label={t('nav.userMenu', { nickname: user.nickname })}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menuId}
        onClick={() => (menu.open ? menu.close() : menu.openWith({ focus: 'first' }))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar nickname={user.nickname} url={profile?.avatar} />
        <span className="account-menu__name">{user.nickname}</span>
        <span className="account-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-labelledby={buttonId}
        className="account-menu__list"
        hidden={!menu.open}
        onKeyDown={onMenuKeyDown}
      >
        {link('/profile', t('nav.profile'), true)}
        {link('/my/cars', t('nav.myCars'))}
        {link('/my/reminders', t('nav.myReminders'))}
        {link('/my/bookmarks', t('nav.bookmarks'))}
        {link('/profile/settings', t('nav.settings'))}
        {link('/profile/notifications', t('nav.notifications'))}
        {can(user, 'dashboard:view') && link('/dashboard', t('nav.dashboard'))}
        <div role="separator" className="account-menu__separator" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="account-menu__item"
          onClick={() => {
            menu.close();
            void logout();
          }}
        >
          {t('nav.signOut')}
        </button>
      </div>
    </div>
  );
}
