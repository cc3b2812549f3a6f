/** Pariksha's published contact details (footer, contact page, policy pages). */
export const CONTACT_DETAILS = {
  email: 'support@pariksha.com.np',
  phone: '+977 71-540123',
  phoneHref: 'tel:+97771540123',
  address: 'Traffic Chowk, Butwal-11, Rupandehi 32907, Lumbini Province, Nepal',
} as const;
