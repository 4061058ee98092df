/** Privacy Policy (spec 2.17 sections in order; figures of spec 9). */
import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParties } from './types';

export function privacyPolicy({ productName, supportEmail }: LegalParties): LegalDocument {
  return {
    title: 'Privacy Policy',
    lastUpdated: LEGAL_LAST_UPDATED,
    intro: [
      `This Privacy Policy explains what personal data the individual developer who publishes ${productName} ("we", "us", "our") collects when you use the ${productName} web application and the mobile app of the same publisher (together, the "Service"), why we collect it, who we share it with and what choices you have.`,
      `${productName} analyses the public data of an Instagram profile. It is not affiliated with, endorsed by or sponsored by Instagram or Meta Platforms, Inc. By using the Service you acknowledge this Policy. If you do not agree with it, please do not use the Service.`,
    ],
    sections: [
      {
        heading: 'Information We Collect',
        blocks: [
          'We collect only what we need to run the Service:',
          {
            items: [
              'Account data: the email address you sign in with. Your password is held by our authentication provider in hashed form; we never see or store it in readable form.',
              'Device information: browser and operating system type and version, screen size, language, time zone and the IP address your device connects from.',
              'Usage data: the screens you open, the features you use (for example an analysis, an article, the password-safety check or the PDF course), errors the app meets, and when these things happen.',
              'In-app purchase data: the plan or extra you bought, its price and currency, the purchase, renewal and cancellation dates, the subscription status and whether you bought directly on our website or through the Apple App Store or Google Play.',
              'Country: we derive the country you are in from your IP address to show prices and to meet tax and legal obligations. We do not collect your precise location.',
              "Instagram data, only from the sources you choose: when you connect a professional Instagram account, what Meta's Instagram API gives us with your permission (the account's username, follower and following counts, your latest posts with their like and comment counts, the usernames of the people who commented, and account insights); when you upload your Instagram data export, the follower and following lists in it. We keep the usernames of commenters, not what they wrote.",
              'Support inquiries: the messages you send us, the email address you send them from, and any answers you give when you cancel (a reason, a star rating and feedback).',
            ],
          },
          "We never ask for your Instagram password: you connect on Instagram's own page, and we can stop using the access it gives us at any time. We cannot see your private messages.",
        ],
      },
      {
        heading: 'Payment Information',
        blocks: [
          'Payments are processed by our payment providers on our checkout pages, or by Apple or Google when you buy through their stores. They collect your card or account details under their own privacy policies.',
          'We never receive or store your full card number or security code. We receive a confirmation of each payment: a transaction identifier, the plan, the amount, the date, and where the provider shares them the card type and its last four digits, so that we can grant access, answer billing questions and handle refunds.',
        ],
      },
      {
        heading: 'Third Parties',
        blocks: [
          'We do not sell your personal data and we do not share it for others to market their own products. We share it only with service providers who process it on our behalf, under contracts that limit its use to the services they provide to us:',
          {
            items: [
              'hosting and database providers, which store the Service and its data;',
              'our authentication provider, which manages sign-in, password resets and account security;',
              'payment providers and the Apple App Store and Google Play, which take payments and manage store subscriptions;',
              'email delivery providers, which send account emails, cancellation confirmations and the PDF profile report you request;',
              "Meta Platforms, which operates Instagram: when you connect your account we receive data from Meta's Instagram API under Meta's Platform Terms, and send Meta nothing about you beyond the requests for that data;",
              'Have I Been Pwned, which receives the email address you check in Password safety and answers with the public data breaches it appears in;',
              'analytics and error-logging tools, described under Analytics.',
            ],
          },
          'We may also disclose data when the law requires it, to protect the rights, safety or property of our users or ourselves, or to a successor if the Service is sold or transferred, in which case this Policy continues to apply to your data.',
        ],
      },
      {
        heading: 'How We Use Your Information',
        blocks: [
          'We use personal data to:',
          {
            items: [
              'create and secure your account and let you sign in;',
              'provide the analysis, reports, articles, news, course and password-safety check you ask for;',
              'process purchases, renewals, cancellations and refunds, and confirm them by email;',
              'answer your support inquiries;',
              'find and fix errors, prevent fraud and abuse, and keep the Service secure;',
              'understand which features are used so that we can improve them;',
              'meet our legal, tax and accounting obligations.',
            ],
          },
          'Where the law requires a legal basis, we rely on the performance of our contract with you, our legitimate interest in running and improving a secure Service, your consent where we ask for it, and our legal obligations.',
        ],
      },
      {
        heading: 'Data Retention',
        blocks: [
          'We keep your personal data while your account is in use and for 24 months after your last use of the Service. After that we delete it or make it anonymous so that it can no longer identify you.',
          'Records we must keep by law, such as payment and tax records, are kept for the period the law requires even if it is longer. Data you ask us to delete is deleted sooner, as described under Your Rights.',
          'Instagram data is kept while your account is connected, and each upload of your data export until a newer one replaces it. The access Instagram gives us expires after 60 days unless we renew it while you stay connected.',
        ],
      },
      {
        heading: "Children's Privacy",
        blocks: [
          'The Service is intended for people aged 16 or over. Users between 16 and 18 may use it only with the agreement of a parent or guardian.',
          `We do not knowingly solicit or collect personal data from children under 13. If you believe a child under 13 has given us personal data, write to ${supportEmail} and we will delete it.`,
        ],
      },
      {
        heading: 'Your Rights',
        blocks: [
          'Depending on where you live, you may have the right to:',
          {
            items: [
              'know what personal data we hold about you and receive a copy of it;',
              'have inaccurate data corrected;',
              'have your data deleted;',
              'receive your data in a portable format;',
              'object to or restrict certain uses of your data;',
              'withdraw a consent you gave, without affecting what we did before;',
              'complain to the data protection authority where you live.',
            ],
          },
          'To delete your Instagram data at once, open Analytics and choose "Disconnect Instagram and delete its data": we forget the access Instagram gave us and delete every post, comment, figure and snapshot we fetched from your account. You can also remove our app in Instagram (Settings, Apps and websites) or ask Meta to have your data deleted: Meta then tells us, we delete the same data and you get a confirmation code with a page that shows the state of the deletion.',
          `To use any of these rights, write to ${supportEmail} from the email address of your account. We may ask you to confirm your identity, and we answer within the time the law where you live requires (one month under the EU and UK GDPR). Deleting your data does not cancel a subscription bought through the Apple App Store or Google Play; cancel it in the store as well.`,
        ],
      },
      {
        heading: 'Third-Party Websites',
        blocks: [
          'The Service links to websites we do not control, such as Instagram, the Apple App Store, Google Play and the sources of our news. Their own privacy policies apply when you visit them, and we are not responsible for how they handle your data.',
        ],
      },
      {
        heading: 'Advertising',
        blocks: [
          'The Service does not show third-party advertising and we do not use your profile data to target ads.',
          'We may advertise the Service on other websites and platforms. When you reach the Service from such an ad, the platform may tell us which campaign brought you, and we may report back that a purchase took place so that we can measure the campaign. These reports do not include the content of your analysis.',
        ],
      },
      {
        heading: 'Device Privacy Settings',
        blocks: [
          'You can limit what your device shares:',
          {
            items: [
              'in your browser, block third-party cookies, clear the data stored for this site, or use a private window; signing out clears the sign-in kept on the device;',
              'on iPhone and iPad, turn off "Allow Apps to Request to Track" under Settings > Privacy & Security > Tracking;',
              'on Android, delete or reset your advertising ID under Settings > Privacy > Ads (on some devices Settings > Google > Ads).',
            ],
          },
          'The names of these settings can differ between device models and system versions.',
        ],
      },
      {
        heading: 'Analytics',
        blocks: [
          'We record events about how the Service is used, such as opening a screen, starting a purchase, cancelling a subscription or meeting an error. Each event carries the website address it happened on, the product, your subscription identifier and your email address, so that we can follow a problem you report to us from start to end.',
          'We use these events and error logs only to run, secure and improve the Service, and we keep them under Data Retention.',
        ],
      },
      {
        heading: 'Changes to This Policy',
        blocks: [
          `We may update this Policy when the Service or the law changes. We will post the new version here with a new "Last updated" date, and if a change materially affects how we use your data we will also tell you by email or in the Service before it takes effect.`,
        ],
      },
      {
        heading: 'Contact Us',
        blocks: [
          `If you have a question about this Policy or about your personal data, write to us at ${supportEmail}.`,
        ],
      },
    ],
  };
}
