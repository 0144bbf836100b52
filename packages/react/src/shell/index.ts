// @skatekit/react/shell: header, footer, mobile navigation, search box, form fields, site-level hooks.
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { MobileBottomNav, type MobileBottomNavProps } from './MobileBottomNav';
export { FloatingCartButton } from './FloatingCartButton';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { Marquee } from './Marquee';
export { MobileDrawer, type MobileDrawerProps } from './MobileDrawer';
export { useSiteMeta } from './useSiteMeta';
export { useSessionBootstrap } from './useSessionBootstrap';
export { useRequireUser } from './useRequireUser';
export {
  TextField,
  TextAreaField,
  SelectField,
  RadioGroupField,
  CheckboxField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type CheckboxFieldProps,
} from './Field';
