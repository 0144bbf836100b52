import type { StoryDefault } from '@ladle/react';
import {
  CheckboxField,
  FloatingCartButton,
  Marquee,
  MobileBottomNav,
  MobileDrawer,
  RadioGroupField,
  SearchBox,
  SelectField,
  SiteFooter,
  SiteHeader,
  TextAreaField,
  TextField,
} from '@skatekit/react/shell';
import { useRef, useState } from 'react';
import { apiStories, inShop } from './states';

export default { title: 'Shell' } satisfies StoryDefault;

export const HeaderSignedOut = inShop(<SiteHeader currentPath="/equipments" />, { withCart: true });
export const HeaderSignedIn = inShop(<SiteHeader currentPath="/" />, { signedIn: true });
export const HeaderMobile = inShop(<SiteHeader currentPath="/" />, { withCart: true });
HeaderMobile.meta = { width: 375 };

export const Footer = inShop(<SiteFooter adminLoginUrl="https://admin.example.com" />);
export const FooterMobile = inShop(<SiteFooter />);
FooterMobile.meta = { width: 375 };

export const BottomNav = inShop(<MobileBottomNav currentPath="/cart" />, { withCart: true });
BottomNav.meta = { width: 375 };
export const FloatingCart = inShop(<FloatingCartButton currentPath="/equipments" />, { withCart: true });
FloatingCart.meta = { width: 375 };

const search = apiStories(() => <SearchBox />);
export const Search = search.Default;
export const SearchMobile = search.Mobile;
SearchMobile.meta = { width: 375 };

const marquee = apiStories(Marquee);
export const MarqueeTexts = marquee.Default;
export const MarqueeEmpty = marquee.Empty;

function Drawer() {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <MobileDrawer open={open} onClose={() => setOpen(false)} title="Menu" returnFocusTo={button}>
        <p>Drawer content</p>
      </MobileDrawer>
    </>
  );
}
export const DrawerOpen = inShop(<Drawer />);
DrawerOpen.meta = { width: 375 };

export const Fields = inShop(
  <form style={{ maxWidth: 420 }}>
    <TextField label="Full name" required defaultValue="Asha Rao" />
    <TextField label="Mobile" error="Enter a valid 10-digit mobile number" defaultValue="12345" />
    <TextAreaField label="Message" hint="At most 500 characters" />
    <SelectField label="Centre" options={['Malad East', 'Goregaon West']} placeholder="Choose a centre" />
    <RadioGroupField
      label="Gender"
      name="gender"
      options={['Male', 'Female', 'Other']}
      value="Female"
      onChange={() => {}}
    />
    <CheckboxField label="I agree to the rules" />
  </form>,
);
