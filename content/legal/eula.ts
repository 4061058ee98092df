/** End User License Agreement (spec 2.17 sections in order; subscription terms of spec 4; figures of spec 5 and 9). */
import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParties } from './types';

export function endUserLicenseAgreement({ productName, supportEmail }: LegalParties): LegalDocument {
  return {
    title: 'End User License Agreement',
    lastUpdated: LEGAL_LAST_UPDATED,
    intro: [
      `This End User License Agreement (the "Agreement") is a contract between you and the individual developer who publishes ${productName} ("we", "us", "our"). It governs your use of the ${productName} web application and the mobile app of the same publisher. Please read it carefully: by creating an account, buying a subscription or using the Service you accept it. If you do not accept it, do not use the Service.`,
      'The Miscellaneous section contains an agreement to resolve disputes by negotiation and then by individual arbitration.',
    ],
    sections: [
      {
        heading: 'Definitions',
        blocks: [
          {
            items: [
              `"Service" means the ${productName} web application, the mobile app of the same publisher, and the analyses, reports, articles, news, course and tools they provide.`,
              '"Content" means the text, graphics, PDF documents, analyses and other material made available in the Service.',
              '"Subscription" means paid access to the Service for a recurring period; "Trial" means an introductory period of a Subscription.',
              '"Direct Purchase" means a purchase made on our own checkout pages; "Store Purchase" means a purchase made through the Apple App Store or Google Play (each a "Store").',
              '"You" means the person who uses the Service and accepts this Agreement.',
            ],
          },
        ],
      },
      {
        heading: 'Legal Capacity and Age',
        blocks: [
          'You must be 16 or over to use the Service. If you are between 16 and 18, a parent or guardian must read and agree to this Agreement on your behalf, and is responsible for your use of the Service.',
          'By accepting this Agreement you confirm that you have the legal capacity to enter into a binding contract where you live and that no law prevents you from using the Service.',
        ],
      },
      {
        heading: 'Changes to This Agreement',
        blocks: [
          'We may change this Agreement when the Service or the law changes. We will post the new version here with a new "Last updated" date and, for material changes, tell you by email or in the Service before they take effect. If you keep using the Service after a change takes effect, the new version applies; if you do not accept it, stop using the Service and cancel your Subscription.',
        ],
      },
      {
        heading: 'Your Device',
        blocks: [
          'The Service runs in an up-to-date mobile or desktop browser and needs an internet connection. You are responsible for your device, its software and any data charges from your network provider. Keep your password private: you are responsible for what happens under your account until you tell us it has been misused.',
        ],
      },
      {
        heading: 'Intellectual Property',
        blocks: [
          "We grant you a personal, limited, non-exclusive, non-transferable and revocable licence to use the Service and its Content for your own non-commercial purposes while this Agreement is in force. The Service, its Content, design, software and trademarks remain ours or our licensors'.",
          'You may not copy, resell, rent or publish the Service or its Content, reverse engineer or decompile it except where the law allows, circumvent its security or access controls, or collect data from it by automated means.',
          'Instagram is a trademark of Instagram, LLC. We use the name only to describe what the Service analyses; we are not affiliated with or endorsed by Instagram or Meta Platforms, Inc.',
        ],
      },
      {
        heading: 'Updates',
        blocks: [
          'We update the Service to fix errors, improve security and add or change features. Updates to the web application apply when you next open it. We may change or withdraw a feature, but we will not remove the core features of a Subscription you have paid for during its current term without a proportionate refund.',
        ],
      },
      {
        heading: 'Purchasing a Subscription and Trial',
        blocks: [
          'Access to the Service requires a Subscription. The plans, their prices, currencies and billing periods are shown before you buy, and one-time extras such as the PDF profile report and the ten-lesson course are sold separately.',
          'Some Subscriptions start with a Trial, free or at a reduced price as shown at checkout. A Trial automatically becomes a paid Subscription at the price shown at purchase unless you cancel it at least 24 hours before the Trial ends.',
          'Direct Purchases are charged by our payment providers. Store Purchases are charged to your Store account and are also subject to the terms of that Store.',
        ],
      },
      {
        heading: 'Automatic Renewal and Cancellation',
        blocks: [
          'A Subscription renews automatically for the same period at the price in force, and the renewal is charged within 24 hours before the end of the current term, until you cancel.',
          'You can cancel at any time:',
          {
            items: [
              'a Direct Purchase: in My Plan in the Service, through the cancellation link we email you, or by writing to support;',
              'an Apple App Store purchase: in your Apple Account settings under Subscriptions;',
              'a Google Play purchase: in the Google Play app under Payments & subscriptions, then Subscriptions.',
            ],
          },
          'A cancellation stops future renewals; you keep access until the end of the term you have paid for. A cancellation made within the final 24 hours of a term takes effect at the end of the next term, because that term is charged within those 24 hours. Uninstalling the app, deleting its data or no longer using the Service does not cancel a Subscription.',
        ],
      },
      {
        heading: 'Refund Policy',
        blocks: [
          `Refunds are available for Direct Purchases only. To request one, write to ${supportEmail} and include:`,
          {
            items: [
              'your name as the customer;',
              'the payment method;',
              'the payment date;',
              'the receipt;',
              'a short reason for the request.',
            ],
          },
          'We review each request and reply by email. If we approve it, the refund is paid to the original payment method within 14 days of approval; your bank or card issuer may take a few more days to show it.',
          'We do not give refunds for Store Purchases, because the Stores take those payments and decide on their refunds. Ask Apple through its Report a Problem page, or Google through the Google Play order history, under their own refund policies.',
          'Nothing in this policy limits a refund or withdrawal right you have under the mandatory consumer law of the country you live in.',
        ],
      },
      {
        heading: 'User-Generated Content',
        blocks: [
          'You are responsible for what you send us, including the profile names you ask us to analyse, support messages and the answers and feedback you give when you cancel. Only ask us to analyse a profile you own or have the right to look into, and do not send anything unlawful, abusive or that infringes the rights of others.',
          'You keep the rights to what you send. You allow us to use your feedback to improve the Service, without payment to you and without identifying you publicly.',
        ],
      },
      {
        heading: 'Links to External Sites',
        blocks: [
          'The Service links to sites we do not control, such as Instagram, the Stores and the sources of our news. We provide these links for convenience, do not endorse those sites and are not responsible for their content, terms or privacy practices.',
        ],
      },
      {
        heading: 'Disclaimer',
        blocks: [
          'The Service is provided "as is" and "as available". Its analyses are estimates built from public data and can be incomplete or out of date: audience categories such as secret fans or inactive followers are inferred from public interactions. Instagram does not reveal who views a profile, and neither does the Service. Tips, articles and the course are general information, and we do not promise any growth in followers or engagement.',
          'The password-safety check relies on public breach data from a third party; a clean result does not prove that an account is safe.',
          'To the fullest extent the law allows, we disclaim all warranties, express or implied, and we are not liable for indirect, incidental or consequential loss, loss of data or loss of profit. Our total liability for any claim is limited to the amount you paid us for the Service in the 12 months before the claim. These limits do not apply where the law does not allow them.',
        ],
      },
      {
        heading: 'Transfer of Rights',
        blocks: [
          'We may transfer our rights and obligations under this Agreement to another party, for example if the Service is sold; your rights under it will not be reduced. You may not transfer your account, Subscription or rights under this Agreement to anyone else without our written consent.',
        ],
      },
      {
        heading: 'Violation of This Agreement',
        blocks: [
          'If you break this Agreement, for example by sharing your account, abusing the Service or infringing the rights of others, we may suspend or end your access after telling you why, or at once where the breach is serious or unlawful. Ending access for a breach does not entitle you to a refund, except where the law requires one. Sections that by their nature should survive, such as Intellectual Property, Disclaimer and Miscellaneous, continue to apply.',
        ],
      },
      {
        heading: 'Miscellaneous',
        blocks: [
          { subheading: 'Governing law' },
          'This Agreement is governed by the laws of the State of New York, United States, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country you live in.',
          { subheading: 'Arbitration' },
          `If a dispute arises, write to us at ${supportEmail} describing it, and we will try to resolve it by negotiation for 30 days. If it is not resolved within 30 days, either of us may refer it to binding arbitration before one arbitrator, conducted in English, with its place in the State of Florida, United States. Disputes are resolved individually, not as part of a class or collective action. Either of us may still bring a claim in a small-claims court where it qualifies.`,
          { subheading: 'Support' },
          `For questions about this Agreement, your Subscription or a refund, write to ${supportEmail}.`,
          { subheading: 'Entire agreement' },
          'This Agreement and the Privacy Policy are the entire agreement between you and us about the Service. If a court finds a provision unenforceable, the rest remains in force. If we do not enforce a provision, we do not waive our right to enforce it later.',
        ],
      },
    ],
  };
}
