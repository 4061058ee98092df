/**
 * Breach records for the demo accounts, used when no HIBP_API_KEY is set. The breaches are real
 * and public (as Have I Been Pwned lists them); only their link to these demo emails is made up.
 */
import type { BreachedSite } from '../../contracts/breaches.ts';
import type { BreachLookup } from './breach-lookup.ts';

const ADOBE: BreachedSite = {
  Name: 'Adobe',
  Title: 'Adobe',
  Domain: 'adobe.com',
  BreachDate: '2013-10-04',
  DataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
  Description:
    'In October 2013, Adobe customer accounts were breached; the data included email addresses, encrypted passwords and password hints in plain text.',
};

const LINKEDIN: BreachedSite = {
  Name: 'LinkedIn',
  Title: 'LinkedIn',
  Domain: 'linkedin.com',
  BreachDate: '2012-05-05',
  DataClasses: ['Email addresses', 'Passwords'],
  Description:
    'In May 2012, LinkedIn was breached and email addresses with unsalted SHA-1 password hashes were later offered for sale in 2016.',
};

const DROPBOX: BreachedSite = {
  Name: 'Dropbox',
  Title: 'Dropbox',
  Domain: 'dropbox.com',
  BreachDate: '2012-07-01',
  DataClasses: ['Email addresses', 'Passwords'],
  Description:
    'In mid-2012, Dropbox suffered a breach that exposed email addresses and hashed passwords; the data surfaced publicly in 2016.',
};

const CANVA: BreachedSite = {
  Name: 'Canva',
  Title: 'Canva',
  Domain: 'canva.com',
  BreachDate: '2019-05-24',
  DataClasses: ['Email addresses', 'Geographic locations', 'Names', 'Passwords', 'Usernames'],
  Description:
    'In May 2019, the graphic design service Canva suffered a breach exposing email addresses, names, usernames, cities and bcrypt password hashes.',
};

/** Lower-case email → its breaches; any other address has none. */
const DEMO_BREACHES: Record<string, BreachedSite[]> = {
  'trial@demo.test': [ADOBE, LINKEDIN, CANVA],
  'gift@demo.test': [DROPBOX],
  'threemonth@demo.test': [LINKEDIN, DROPBOX],
};

export const localBreachLookup: BreachLookup = async (account) => {
  const sites = DEMO_BREACHES[account.toLowerCase()];
  return sites ? { kind: 'breached', sites } : { kind: 'none' };
};
