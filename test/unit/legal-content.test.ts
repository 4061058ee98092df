/** The legal documents (spec 2.17): every listed section in order, the figures of spec 4, 5 and 9, the brand's name and address. */
import { describe, expect, it } from 'vitest';
import { endUserLicenseAgreement } from '../../content/legal/eula';
import { privacyPolicy } from '../../content/legal/privacy';
import type { LegalBlock, LegalDocument } from '../../content/legal/types';

const parties = { productName: 'Orbit', supportEmail: 'help@orbit.test' };
const privacy = privacyPolicy(parties);
const eula = endUserLicenseAgreement(parties);

const blockText = (block: LegalBlock) =>
  typeof block === 'string' ? block : 'items' in block ? block.items.join(' ') : block.subheading;
const textOf = (blocks: readonly LegalBlock[]) => blocks.map(blockText).join(' ');
const allText = (doc: LegalDocument) =>
  [textOf(doc.intro), ...doc.sections.map((s) => `${s.heading} ${textOf(s.blocks)}`)].join(' ');

function section(doc: LegalDocument, heading: string) {
  const found = doc.sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`${doc.title} has no section ${heading}`);
  return textOf(found.blocks);
}

describe('Privacy Policy', () => {
  it('has the sections of spec 2.17, in order', () => {
    expect(privacy.sections.map((s) => s.heading)).toEqual([
      'Information We Collect',
      'Payment Information',
      'Third Parties',
      'How We Use Your Information',
      'Data Retention',
      "Children's Privacy",
      'Your Rights',
      'Third-Party Websites',
      'Advertising',
      'Device Privacy Settings',
      'Analytics',
      'Changes to This Policy',
      'Contact Us',
    ]);
  });

  it('lists the information spec 2.17 names as collected', () => {
    const collected = section(privacy, 'Information We Collect');
    for (const kind of ['Device information', 'Usage data', 'In-app purchase data', 'Country', 'Support inquiries'])
      expect(collected).toContain(kind);
  });

  it('keeps data 24 months after last use, is for people 16 or over and solicits nothing from children under 13', () => {
    expect(section(privacy, 'Data Retention')).toContain('24 months after your last use');
    const children = section(privacy, "Children's Privacy");
    expect(children).toContain('aged 16 or over');
    expect(children).toContain('do not knowingly solicit or collect personal data from children under 13');
  });

  it('says how to have Instagram data deleted: disconnect on Analytics, or remove the app in Instagram', () => {
    const rights = section(privacy, 'Your Rights');
    expect(rights).toContain('Disconnect Instagram and delete its data');
    expect(rights).toContain('Apps and websites');
    expect(rights).toContain('confirmation code');
  });

  it('gives the support address as the contact', () => {
    expect(section(privacy, 'Contact Us')).toContain('help@orbit.test');
  });
});

describe('End User License Agreement', () => {
  it('has the sections of spec 2.17, in order, with governing law, arbitration and support under Miscellaneous', () => {
    expect(eula.sections.map((s) => s.heading)).toEqual([
      'Definitions',
      'Legal Capacity and Age',
      'Changes to This Agreement',
      'Your Device',
      'Intellectual Property',
      'Updates',
      'Purchasing a Subscription and Trial',
      'Automatic Renewal and Cancellation',
      'Refund Policy',
      'User-Generated Content',
      'Links to External Sites',
      'Disclaimer',
      'Transfer of Rights',
      'Violation of This Agreement',
      'Miscellaneous',
    ]);
    const misc = eula.sections.at(-1)!.blocks.filter((b) => typeof b === 'object' && 'subheading' in b);
    expect(misc.map(blockText)).toEqual(['Governing law', 'Arbitration', 'Support', 'Entire agreement']);
  });

  it('requires users to be 16 or over', () => {
    expect(section(eula, 'Legal Capacity and Age')).toContain('You must be 16 or over');
  });

  it('states the subscription terms of spec 4', () => {
    expect(section(eula, 'Purchasing a Subscription and Trial')).toContain(
      'unless you cancel it at least 24 hours before the Trial ends',
    );
    const renewal = section(eula, 'Automatic Renewal and Cancellation');
    expect(renewal).toContain('renews automatically for the same period');
    expect(renewal).toContain('charged within 24 hours before the end of the current term');
    expect(renewal).toContain('within the final 24 hours of a term takes effect at the end of the next term');
    expect(renewal).toContain('Uninstalling the app');
    expect(renewal).toContain('does not cancel a Subscription');
  });

  it('refunds direct purchases only, within 14 days of approval, on a request with the details of spec 5', () => {
    const refunds = section(eula, 'Refund Policy');
    expect(refunds).toContain('Refunds are available for Direct Purchases only');
    expect(refunds).toContain('within 14 days of approval');
    expect(refunds).toContain('We do not give refunds for Store Purchases');
    expect(refunds).toMatch(/Apple.*Google/);
    const requestItems = eula.sections
      .find((s) => s.heading === 'Refund Policy')!
      .blocks.find((b) => typeof b === 'object' && 'items' in b);
    expect(requestItems).toEqual({
      items: [
        'your name as the customer;',
        'the payment method;',
        'the payment date;',
        'the receipt;',
        'a short reason for the request.',
      ],
    });
  });

  it('negotiates for 30 days, then arbitrates before one arbitrator in English in Florida, under New York law', () => {
    const misc = section(eula, 'Miscellaneous');
    expect(misc).toContain('laws of the State of New York');
    expect(misc).toContain('negotiation for 30 days');
    expect(misc).toContain(
      'binding arbitration before one arbitrator, conducted in English, with its place in the State of Florida',
    );
    expect(misc).toContain('help@orbit.test');
  });
});

describe.each([
  ['Privacy Policy', privacy],
  ['End User License Agreement', eula],
])('%s', (title, doc) => {
  it('carries its title and the date Mar 29, 2024', () => {
    expect(doc.title).toBe(title);
    expect(doc.lastUpdated).toBe('Mar 29, 2024');
  });

  it("names the brand's product and support address, with no placeholder left", () => {
    const text = allText(doc);
    expect(text).toContain('Orbit');
    expect(text).toContain('help@orbit.test');
    expect(text).not.toMatch(/\{|\}|\[|\]|TODO|TBD|lorem/i);
  });
});
