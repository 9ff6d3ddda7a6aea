export { LegalPage, type LegalSection } from './legal-page';
export { TERMS_SECTIONS } from './terms-sections';
export { PRIVACY_SECTIONS } from './privacy-sections';
export { DataRights } from './data-rights';
export { ContactButton } from './contact-button';
