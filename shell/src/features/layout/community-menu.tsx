import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { IntentLink } from '../../components/intent-link';
import { isComingSoon, SECTION_GROUPS, SECTIONS } from '../../lib/sections';
import { useClickOutside } from './hooks/use-click-outside';
import { useOpenOnThisPage } from './hooks/use-open-on-this-page';

/**
 * The sections beyond the garage, as a disclosure of links (the WAI-ARIA disclosure navigation
 * pattern, not a menu: its items are plain links, reached with Tab). Escape closes it back onto
 * its button; so do a click or focus elsewhere. Signed-out visitors see the public sections only.
 * A section still to come is marked "Coming soon" beside its link, which the link is described by.
 */
export function CommunityMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  const disclosure = useOpenOnThisPage();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useClickOutside(containerRef, disclosure.open, disclosure.close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !disclosure.open) return;
    // Handled here: the phone menu around it closes on the next Escape, not on this one.
    event.preventDefault();
    disclosure.close();
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !containerRef.current?.contains(next)) disclosure.close();
  };

  const groups = SECTION_GROUPS.filter((group) => signedIn || group !== 'mine');

  return (
    // Escape bubbles up here from the button and the links inside; this is no control of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="community-menu" ref={containerRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="community-menu__button"
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={() => (disclosure.open ? disclosure.close() : disclosure.openWith({}))}
      >
        {t('nav.community')}
        <span className="community-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="community-menu__panel" hidden={!disclosure.open}>
        {groups.map((group) => (
          <div key={group} className="community-menu__group">
            <p id={`${panelId}-${group}`} className="community-menu__group-label">
              {t(`nav.groups.${group}`)}
            </p>
            <ul aria-labelledby={`${panelId}-${group}`}>
              {SECTIONS.filter((section) => section.group === group).map((section) => {
                const soonId = isComingSoon(section) ? `${panelId}-${section.id}-soon` : undefined;
                return (
                  <li key={section.id}>
                    <IntentLink
                      to={section.path}
                      onClick={disclosure.close}
                      aria-describedby={soonId}
                    >
                      {t(`comingSoon.${section.id}.title`)}
                    </IntentLink>{' '}
                    {soonId !== undefined && (
                      <span id={soonId} className="community-menu__soon">
                        {t('comingSoon.badge')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
