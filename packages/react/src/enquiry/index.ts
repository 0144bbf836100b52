// @skatekit/react/enquiry: contact and enquiry forms, the quote request.
export { ContactPage } from './ContactPage';
export { EnquiryFormPage } from './EnquiryFormPage';
export { QuoteCheckoutForm, type QuoteCheckoutFormProps } from './QuoteCheckoutForm';
