import HomePage from '../../features/content/pages/home-page.tsx';
import { lazyWithAntd } from '../../shared/ui/antd-loader.tsx';

// The contact feature's form on the content feature's home page: antd Form and the contract load in its own chunk,
// when the visitor comes near it.
const ContactForm = lazyWithAntd(() => import('../../features/contact/components/contact-form.tsx'));

/** `/`: the home page with the contact form in its contact section. */
export default function HomeRoute() {
  return <HomePage contactForm={<ContactForm />} />;
}
