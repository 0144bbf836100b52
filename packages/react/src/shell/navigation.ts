import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';

/** One navigation entry. */
export interface NavItem {
  label: string;
  to: string;
}

/** Header navigation, in the spec's order: Home, Courses, Equipments, Admission, Our Centers, About, Contact. */
export const HEADER_NAV: readonly NavItem[] = [
  { label: TEXTS.NAV_HOME, to: ROUTES.home },
  { label: TEXTS.NAV_COURSES, to: ROUTES.course },
  { label: TEXTS.NAV_EQUIPMENTS, to: ROUTES.equipments },
  { label: TEXTS.NAV_ADMISSION, to: ROUTES.admissionForm },
  { label: TEXTS.NAV_CENTERS, to: ROUTES.centers },
  { label: TEXTS.NAV_ABOUT, to: ROUTES.about },
  { label: TEXTS.NAV_CONTACT, to: ROUTES.contact },
];

/** Mobile bottom navigation: the header's first four (Home, Courses, Equipments, Admission), then Account. */
export const BOTTOM_NAV: readonly NavItem[] = [
  ...HEADER_NAV.slice(0, 4),
  { label: TEXTS.NAV_ACCOUNT, to: ROUTES.myAccount },
];

/** Footer policy links. */
export const POLICY_NAV: readonly NavItem[] = [
  { label: TEXTS.PRIVACY_POLICY, to: ROUTES.privacyPolicy },
  { label: TEXTS.REFUND_POLICY, to: ROUTES.refundPolicy },
  { label: TEXTS.RULES_AND_REGULATIONS, to: ROUTES.rules },
  { label: TEXTS.SHIPPING_POLICY, to: ROUTES.shipping },
];

/** True when `path` is the page of `to` (or below it); `/` only matches itself. */
export function isCurrentRoute(path: string | undefined, to: string): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
