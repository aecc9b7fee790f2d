import { Link } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import { costsPath, logbookTabPath, remindersPath, type CarAddress } from '../lib/car-paths';
import './car-tools.css';

export interface CarToolsProps {
  car: CarAddress & { name: string };
  /**
   * Whether to link to the logbook, which is a tab of the car's public page: not for a car a
   * moderator hid, whose page is a 404 until it is shown again.
   */
  logbook?: boolean;
  className?: string;
}

/**
 * The owner's ways into a car's records (issue 29 point 5): its logbook, reminders and costs, one
 * click from "My vehicles" and from the car's page. Each link's name starts with what it shows and
 * ends with the car's, "Reminders: Golf", so a list of cards does not read as three links repeated.
 */
export function CarTools({ car, logbook = true, className }: CarToolsProps) {
  const { t } = useTranslation('garage');
  const tools = [
    ...(logbook ? [{ id: 'logbook', to: logbookTabPath(car) } as const] : []),
    { id: 'reminders', to: remindersPath(car) } as const,
    { id: 'costs', to: costsPath(car) } as const,
  ];
  return (
    <ul className={['car-tools', className].filter(Boolean).join(' ')}>
      {tools.map(({ id, to }) => (
        <li key={id}>
          <Link
            className="car-action-link"
            to={to}
            aria-label={t('carTools.named', { tool: t(`carTools.${id}`), name: car.name })}
          >
            {t(`carTools.${id}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
