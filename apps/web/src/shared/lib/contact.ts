/**
 * The programme's public contact details, shown on the home page, the privacy policy, the footer and as the
 * help address of the auth screens (one address everywhere). Set VITE_CONTACT_EMAIL / VITE_CONTACT_PHONE /
 * VITE_CONTACT_ADDRESS at build time for a deployment (an empty value keeps the placeholder).
 */
export const CONTACT = {
  email: import.meta.env.VITE_CONTACT_EMAIL || 'info@praktika.example',
  phone: import.meta.env.VITE_CONTACT_PHONE || '+383 38 000 000',
  address: import.meta.env.VITE_CONTACT_ADDRESS || 'Rr. Nënë Tereza, 10000 Prishtinë, Kosovë',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
