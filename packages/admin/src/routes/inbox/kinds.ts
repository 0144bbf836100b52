/** The kinds of the inbox as staff read them. */
export const KIND_LABELS = { lead: 'Contact message', enquiry: 'Enquiry', quote: 'Quote request' } as const;
