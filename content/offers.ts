/**
 * One-time extras (spec 2.13, 2.16, 9). The spec lists 28.99, 69.99 and 57 for these extras
 * without saying which is which; we settled: course $28.99 instead of $69.99, report $28.99
 * instead of $57 (docs/decisions.md).
 */
export const COURSE_OFFER = {
  title: 'Strategies to Boost Engagement on Your Instagram Profile',
  bullets: [
    '10 step-by-step PDF lessons',
    'Proven tactics for reach, saves and shares',
    'Yours to keep, read at your own pace',
  ],
  price: 28.99,
  fullPrice: 69.99,
  button: 'Get my course',
  decline: "No, i don't want to get course",
  chargeNote: 'Your account will be charged one payment.',
} as const;

type ExtraId = 'report' | 'course';

/** A card of My Plan's 'OUR SPECIAL OFFERS' (spec 2.13): offer texts and purchased texts. */
export interface ExtraOffer {
  id: ExtraId;
  title: string;
  description: string;
  button: string;
  price: number;
  fullPrice: number;
  purchased: {
    title: string;
    /** `{email}` is replaced by the user's address. */
    description: string;
    /** Only the course has a follow-up action (its download). */
    button?: string;
  };
}

export const MY_PLAN_OFFERS: readonly ExtraOffer[] = [
  {
    id: 'report',
    title: 'Detailed Profile Report',
    description: 'A PDF report on your engagement, audience and top posts, with tips for each, sent to your email.',
    button: 'Get my report',
    price: 28.99,
    fullPrice: 57,
    purchased: {
      title: 'Report is on the Way',
      description: 'Your profile report has been emailed to {email}. Be sure to check the spam folder too.',
    },
  },
  {
    id: 'course',
    title: 'Instagram PRO Course',
    description: COURSE_OFFER.title,
    button: COURSE_OFFER.button,
    price: COURSE_OFFER.price,
    fullPrice: COURSE_OFFER.fullPrice,
    purchased: {
      title: 'Your Instagram PRO Course',
      description: 'All 10 lessons are yours to keep. Open them any time.',
      button: 'Download Instagram course',
    },
  },
];

export function percentOff(price: number, fullPrice: number): number {
  return Math.round((1 - price / fullPrice) * 100);
}

/** Prices as shown: $28.99, $57 (no trailing .00). */
export function formatPrice(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
