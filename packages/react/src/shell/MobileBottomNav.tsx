import { textLabel, TEXTS } from '@skatekit/core/texts';
import type { ReactNode } from 'react';
import { SkateLink } from '../provider/SkateLink';
import { BookIcon, FormIcon, HomeIcon, SkateIcon, UserIcon } from './icons';
import { BOTTOM_NAV, isCurrentRoute } from './navigation';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

const ICONS: readonly ReactNode[] = [
  <HomeIcon key="h" />,
  <BookIcon key="c" />,
  <SkateIcon key="e" />,
  <FormIcon key="a" />,
  <UserIcon key="u" />,
];

export interface MobileBottomNavProps {
  /** The current path, to mark the current item. */
  currentPath?: string;
}

/** The bottom bar on small screens: Home /, Courses /course, Equipments /equipments, Admission /admission-form, Account /my-account. */
export function MobileBottomNav({ currentPath }: MobileBottomNavProps) {
  useSkateStyles(SHELL_SHEETS);
  return (
    <nav className="skate-bottom-nav" aria-label={TEXTS.MOBILE_NAVIGATION}>
      <ul>
        {BOTTOM_NAV.map((item, index) => (
          <li key={item.to}>
            <SkateLink to={item.to} aria-current={isCurrentRoute(currentPath, item.to) ? 'page' : undefined}>
              {ICONS[index]}
              <span>{textLabel(item.label)}</span>
            </SkateLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
