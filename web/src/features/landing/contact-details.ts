/** Pariksha's published contact details (footer, contact page, policy pages); the postal address is a text (common: contact.address). */
export const CONTACT_DETAILS = {
  email: 'support@pariksha.com.np',
  phone: '+977 71-540123',
  phoneHref: 'tel:+97771540123',
} as const;
