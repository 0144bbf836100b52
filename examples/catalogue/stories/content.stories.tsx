import type { StoryDefault } from '@ladle/react';
import { AboutPage, OfficesList, OfficesPage, PolicyPage } from '@skatekit/react/content';
import { ContactPage, EnquiryFormPage, QuoteCheckoutForm } from '@skatekit/react/enquiry';
import { apiStories, inShop } from './states';

export default { title: 'Content and enquiry' } satisfies StoryDefault;

const contact = apiStories(ContactPage);
export const Contact = contact.Default;
export const ContactLoading = contact.Loading;
export const ContactError = contact.Error;
export const ContactMobile = contact.Mobile;
ContactMobile.meta = { width: 375 };

const enquiry = apiStories(EnquiryFormPage);
export const Enquiry = enquiry.Default;
export const EnquiryLoading = enquiry.Loading;
export const EnquiryError = enquiry.Error;
export const EnquiryMobile = enquiry.Mobile;
EnquiryMobile.meta = { width: 375 };

export const QuoteForm = inShop(<QuoteCheckoutForm items={['Glide Quad Skates', 'Pro Helmet']} />);
export const QuoteFormSignedIn = inShop(<QuoteCheckoutForm items={['Glide Quad Skates']} />, {
  signedIn: true,
});

const offices = apiStories(OfficesPage);
export const Offices = offices.Default;
export const OfficesLoading = offices.Loading;
export const OfficesEmpty = offices.Empty;
export const OfficesError = offices.Error;
export const OfficesMobile = offices.Mobile;
OfficesMobile.meta = { width: 375 };
export const OfficesAsASection = inShop(<OfficesList headingLevel={2} />);

export const About = inShop(<AboutPage />);
export const AboutMobile = inShop(<AboutPage />);
AboutMobile.meta = { width: 375 };
export const PrivacyPolicy = inShop(<PolicyPage policy="privacy-policy" />);
export const RefundPolicy = inShop(<PolicyPage policy="refund-policy" />);
