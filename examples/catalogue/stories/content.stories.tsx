import type { StoryDefault } from '@ladle/react';
import { AboutPage, OfficesList, OfficesPage, PolicyPage } from '@skatekit/react/content';
import { ContactPage, EnquiryFormPage, QuoteCheckoutForm } from '@skatekit/react/enquiry';
import { Skate } from './Skate';
import { apiStories } from './states';

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

export const QuoteForm = () => (
  <Skate>
    <QuoteCheckoutForm items={['Glide Quad Skates', 'Pro Helmet']} />
  </Skate>
);
export const QuoteFormSignedIn = () => (
  <Skate signedIn>
    <QuoteCheckoutForm items={['Glide Quad Skates']} />
  </Skate>
);

const offices = apiStories(OfficesPage);
export const Offices = offices.Default;
export const OfficesLoading = offices.Loading;
export const OfficesEmpty = offices.Empty;
export const OfficesError = offices.Error;
export const OfficesMobile = offices.Mobile;
OfficesMobile.meta = { width: 375 };
export const OfficesAsASection = () => (
  <Skate>
    <OfficesList headingLevel={2} />
  </Skate>
);

export const About = () => (
  <Skate>
    <AboutPage />
  </Skate>
);
export const AboutMobile = () => (
  <Skate>
    <AboutPage />
  </Skate>
);
AboutMobile.meta = { width: 375 };
export const PrivacyPolicy = () => (
  <Skate>
    <PolicyPage policy="privacy-policy" />
  </Skate>
);
export const RefundPolicy = () => (
  <Skate>
    <PolicyPage policy="refund-policy" />
  </Skate>
);
