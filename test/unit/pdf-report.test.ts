// The emailed profile report (ig-getPdfReport), read back page by page: the growth chart's figures,
// the rate with its band, the lists' counts, the formats, when to post and the recommendations.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CalculatedProfileData } from '../../contracts/profile.ts';
import type { ProfileHistory } from '../../contracts/profile-history.ts';
import { buildProfileReport } from '../../server/functions/pdf-report.ts';
import { demoDocument } from '../../server/dev/demo/accounts-data.ts';
import { DEMO_PROFILES } from '../../server/dev/demo/source.ts';
import { pageText } from '../harness/pdf-text.ts';
import { historyPoint } from '../harness/history-point.ts';

const demoData = demoDocument(DEMO_PROFILES['demo-premium'], new Date('2026-11-22T12:00:00Z'))._calculatedData!;

const NO_HISTORY: ProfileHistory = { points: [], sinceLastWeek: null, sinceLastMonth: null };

async function reportText(data: CalculatedProfileData, history: ProfileHistory) {
  const bytes = await buildProfileReport({
    productName: 'Pulse',
    email: 'emoji😀@demo.test',
    data,
    history,
    updatedAt: new Date('2026-11-22T12:00:00Z'),
    generatedAt: new Date('2026-11-22T13:00:00Z'),
  });
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  return { pdf, text: pdf.getPages().map(pageText).join('\n') };
}

describe('the PDF profile report', () => {
  it('is a multi-page PDF titled with the product name', async () => {
    const { pdf } = await reportText(demoData, NO_HISTORY);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe('Pulse Instagram profile report');
  });

  it('charts the followers with the change since last week and month and a table of weeks', async () => {
    const history: ProfileHistory = {
      points: [
        historyPoint('2026-10-20', 1_180),
        historyPoint('2026-11-01', 1_200),
        historyPoint('2026-11-08', 1_210),
        historyPoint('2026-11-22', 1_234),
      ],
      sinceLastWeek: 24,
      sinceLastMonth: -3,
    };
    const { text } = await reportText(demoData, history);
    expect(text).toContain('Growth');
    expect(text).toContain('1,234 followers on November 22, 2026');
    expect(text).toContain('Since last week: +24 · Since last month: -3');
    // The chart's ends, then its weeks back from Nov 22: Nov 15 and Nov 8 fall on Nov 8; Nov 1; Oct 25 on Oct 20.
    expect(text).toContain('October 20, 2026\nNovember 22, 2026');
    expect(text).toMatch(
      /October 20, 2026\n1,180\n-\nNovember 1, 2026\n1,200\n\+20\nNovember 8, 2026\n1,210\n\+10\nNovember 22, 2026\n1,234\n\+24/,
    );
  });

  it('says when there are not enough posts to name a time to post', async () => {
    const whenToPost = { ...demoData.whenToPost!, posts: 7, enoughPosts: false, bestWeekday: null, bestHours: null };
    const { text } = await reportText({ ...demoData, whenToPost }, NO_HISTORY);
    expect(text).toContain('When to post\nNot enough posts yet: 7 of the 10 a best time needs.');
    expect(text).not.toContain('Best day');
  });

  it('says so when there is not enough history for a chart', async () => {
    const { text } = await reportText(demoData, { ...NO_HISTORY, points: [historyPoint('2026-11-22', 1_234)] });
    expect(text).toContain('Not enough history yet');
    expect(text).not.toContain('Since last week');
  });

  it('gives the rate with its band and source, the counts of the lists, the formats and the recommendations', async () => {
    const data: CalculatedProfileData = {
      ...demoData,
      userEngagement: {
        ...demoData.userEngagement,
        engagementRate: {
          status: 'Good',
          cell: 4,
          rate: 4.5,
          tier: { minFollowers: 0, maxFollowers: 4_999, bandStarts: [1, 2, 4, 6] },
        },
      },
      formats: [
        { format: 'carousel', posts: 12, medianInteractions: 90, ratio: 1.8 },
        { format: 'image', posts: 30, medianInteractions: 50, ratio: 1 },
      ],
      recommendations: ['Post more carousels.'],
      whenToPost: {
        timeZone: 'Europe/Berlin',
        posts: 12,
        enoughPosts: true,
        weekdays: [
          { posts: 4, medianInteractions: 80 },
          ...Array.from({ length: 5 }, () => ({ posts: 1, medianInteractions: 40 })),
          { posts: 3, medianInteractions: null },
        ],
        hours: [],
        bestWeekday: { weekday: 0, posts: 4, ratio: 1.6 },
        bestHours: { fromHour: 18, toHour: 21, posts: 5, ratio: 1.4 },
      },
    };
    const { text } = await reportText(data, NO_HISTORY);
    expect(text).toContain('4.5 % median likes + comments per follower (latest posts)');
    expect(text).toContain('Good is 4 % to 6 % for accounts with under 5,000 followers');
    expect(text).toContain("Modash's engagement-rate calculator");
    expect(text).toContain(`Lost followers\n${demoData.audience.lostFollowers.totalValue!.toLocaleString('en-US')}`);
    expect(text).toContain('whole list, searchable and downloadable as CSV, is on Analytics');
    expect(text).toContain('Your carousels get 1.8× your median engagement (based on 12 carousels).');
    expect(text).toMatch(/Carousels\n12\n90\n1\.8×\nPhotos\n30\n50\n1×/);
    expect(text).toContain('1st recommendation\nPost more carousels.');
    expect(text).toContain('Best day: Monday, 1.6× your median engagement (4 posts)');
    expect(text).toContain('Best time: 18:00–21:00, 1.4× your median engagement (5 posts)');
    expect(text).toContain('Times in Europe/Berlin, from 12 posts that show their likes.');
    expect(text).toMatch(/Monday\n4\n80\nTuesday\n1\n40/);
  });
});
