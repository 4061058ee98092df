/** The profile report PDF (ig-getPdfReport): the caller's social-profile document as a readable, multi-page report. */
import { rgb } from 'pdf-lib';
import { bandText, ENGAGEMENT_SOURCE_TEXT, rateText } from '../../content/engagement-rate.ts';
import { GROWTH_COPY } from '../../content/growth.ts';
import {
  againstMedianText,
  basisText,
  hourWindowText,
  notEnoughText,
  WEEKDAY_NAMES,
  WHEN_TO_POST_COPY,
} from '../../content/when-to-post.ts';
import { FORMAT_CARD_COPY, formatName, formatVerdict, ratioText } from '../../content/post-formats.ts';
import { AUDIENCE_LABELS, recommendationLabel } from '../../content/profile-data.ts';
import type { AudienceCategoryKey, CalculatedProfileData, ProfileCategory, TopPost } from '../../contracts/profile.ts';
import type { ProfileHistory } from '../../contracts/profile-history.ts';
import { countedPoints, growthRows } from '../../domain/growth-series.ts';
import { MUTED, createPdfWriter, type PdfWriter } from './pdf-writer.ts';

export interface ReportInput {
  productName: string;
  email: string;
  data: CalculatedProfileData;
  /** The account's figures over the report's range (REPORT_HISTORY_DAYS). */
  history: ProfileHistory;
  updatedAt: Date;
  generatedAt: Date;
}

/** Cell colours of the engagement bar (spec 2.7): red, orange, yellow, light green, green. */
const ENGAGEMENT_COLORS = [
  rgb(0.86, 0.15, 0.15),
  rgb(0.98, 0.45, 0.09),
  rgb(0.92, 0.7, 0.03),
  rgb(0.52, 0.8, 0.09),
  rgb(0.09, 0.64, 0.29),
];

/** The growth chart's range in the report. */
export const REPORT_HISTORY_DAYS = 90;

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const total = (category: ProfileCategory) =>
  category.totalValue === null ? 'Being calculated' : formatNumber(category.totalValue);
const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;
/** '+12', '-3', '0' (the standard fonts have no minus sign); null: 'not available yet'. */
const formatChange = (change: number | null) =>
  change === null ? GROWTH_COPY.notAvailable : `${change > 0 ? '+' : ''}${formatNumber(change)}`;
const formatDay = (day: string) => formatDate(new Date(`${day}T00:00:00Z`));

export async function buildProfileReport(input: ReportInput): Promise<Uint8Array> {
  const { productName, data } = input;
  const pdf = await createPdfWriter(`${productName} Instagram profile report`);
  titlePage(pdf, input);
  pdf.newPage();
  engagementSection(pdf, data);
  growthSection(pdf, input.history);
  audienceSection(pdf, data);
  formatsSection(pdf, data);
  whenToPostSection(pdf, data);
  topPostsSection(pdf, data.topPosts.mostLikedPosts, 'Most liked posts', 'like');
  topPostsSection(pdf, data.topPosts.mostCommentedPosts, 'Most commented posts', 'comment');
  recommendationsSection(pdf, data.recommendations ?? []);
  return pdf.finish(`${productName} profile report for ${input.email}`);
}

function heading(pdf: PdfWriter, title: string) {
  pdf.ensure(80); // keep a heading together with the start of its section
  pdf.text(title, { size: 16, bold: true, gapAfter: 10 });
}

function titlePage(pdf: PdfWriter, { productName, email, data, updatedAt, generatedAt }: ReportInput) {
  pdf.space(140);
  pdf.text(productName, { size: 34, bold: true, gapAfter: 6 });
  pdf.text('Instagram profile report', { size: 20, gapAfter: 30 });
  pdf.text(`Prepared for ${email}`, { size: 12, gapAfter: 4 });
  pdf.text(`Generated on ${formatDate(generatedAt)}`, { size: 12, color: MUTED, gapAfter: 4 });
  pdf.text(`Profile data last updated on ${formatDate(updatedAt)}`, { size: 12, color: MUTED, gapAfter: 30 });
  pdf.text(`Analysis of your Instagram account based on ${data.overviewStatistics.totalPostsAnalyzed} latest posts.`, {
    size: 12,
  });
  pdf.text(
    'This report covers how your audience engages with your posts, how your audience changes, which posts performed best and what to try next. Figures are taken from your latest profile analysis.',
    { size: 12, color: MUTED },
  );
}

function engagementSection(pdf: PdfWriter, { userEngagement, other }: CalculatedProfileData) {
  heading(pdf, 'User engagement');
  const { engagementRate } = userEngagement;
  pdf.text(`Overall Engagement Rate: ${engagementRate.status} (${engagementRate.cell} of 5)`, { bold: true });
  pdf.bar(ENGAGEMENT_COLORS, engagementRate.cell);
  const { rate, tier } = engagementRate;
  if (typeof rate === 'number' && tier) {
    pdf.text(rateText(rate), { gapAfter: 2 });
    pdf.text(bandText(engagementRate.status, engagementRate.cell, tier), { gapAfter: 2 });
    pdf.text(ENGAGEMENT_SOURCE_TEXT, { size: 9, color: MUTED });
  }
  pdf.table(
    [
      { header: 'Average per post', width: 0.6 },
      { header: 'Value', width: 0.4, align: 'right' },
    ],
    [
      ['Avg. Likes/Post', formatNumber(userEngagement.averageLikesPerPost)],
      ['Avg. Comments/Post', formatNumber(userEngagement.averageCommentsPerPost)],
    ],
  );
  pdf.text('*calculated as total likes + comments divided by total posts', { size: 9, color: MUTED, gapAfter: 16 });

  heading(pdf, 'Likes & Comments');
  pdf.table(
    [
      { header: 'Activity', width: 0.6 },
      { header: 'Total', width: 0.4, align: 'right' },
    ],
    [
      ['Likes', total(other.likes)],
      ['Comments', total(other.comments)],
    ],
  );
}

function growthSection(pdf: PdfWriter, history: ProfileHistory) {
  heading(pdf, GROWTH_COPY.title);
  const weeks = growthRows(history.points, 'week');
  const counted = countedPoints(history.points);
  if (counted.length < 2) {
    pdf.text(GROWTH_COPY.empty, { color: MUTED, gapAfter: 16 });
    return;
  }
  const latest = counted.at(-1)!;
  pdf.text(`${plural(latest.followers, 'follower')} on ${formatDay(latest.date)}`, { bold: true, gapAfter: 2 });
  pdf.text(
    `${GROWTH_COPY.sinceLastWeek}: ${formatChange(history.sinceLastWeek)} · ${GROWTH_COPY.sinceLastMonth}: ${formatChange(history.sinceLastMonth)}`,
  );
  pdf.lineChart(
    counted.map((point) => point.followers),
    [formatDay(counted[0]!.date), formatDay(latest.date)],
  );
  pdf.table(
    [
      { header: 'Week ending', width: 0.4 },
      { header: GROWTH_COPY.followersColumn, width: 0.3, align: 'right' },
      { header: GROWTH_COPY.changeColumn, width: 0.3, align: 'right' },
    ],
    weeks.map((week) => [
      formatDay(week.date),
      formatNumber(week.followers),
      week.change === null ? '-' : formatChange(week.change),
    ]),
  );
  pdf.space(8);
}

function audienceSection(pdf: PdfWriter, { audience }: CalculatedProfileData) {
  heading(pdf, 'Audience');
  const rows = (Object.keys(AUDIENCE_LABELS) as AudienceCategoryKey[]).map((key) => [
    AUDIENCE_LABELS[key],
    total(audience[key]),
    audience[key].items.map((user) => `@${user.username}`).join(', ') || '-',
  ]);
  pdf.table(
    [
      { header: 'Category', width: 0.3 },
      { header: 'Total', width: 0.18, align: 'right' },
      { header: 'Accounts (examples)', width: 0.52 },
    ],
    rows,
  );
  pdf.text('Every category’s whole list, searchable and downloadable as CSV, is on Analytics in the app.', {
    size: 10,
    color: MUTED,
    gapAfter: 16,
  });
}

function formatsSection(pdf: PdfWriter, { formats }: CalculatedProfileData) {
  if (!formats?.length) return;
  heading(pdf, FORMAT_CARD_COPY.title);
  const { headline, basis } = formatVerdict(formats);
  pdf.text(basis ? `${headline} (${basis}).` : headline, { gapAfter: 4 });
  pdf.table(
    [
      { header: FORMAT_CARD_COPY.format, width: 0.3 },
      { header: FORMAT_CARD_COPY.posts, width: 0.2, align: 'right' },
      { header: FORMAT_CARD_COPY.median, width: 0.3, align: 'right' },
      { header: FORMAT_CARD_COPY.ratio, width: 0.2, align: 'right' },
    ],
    formats.map((figures) => [
      formatName(figures.format),
      formatNumber(figures.posts),
      formatNumber(figures.medianInteractions),
      ratioText(figures.ratio),
    ]),
  );
  pdf.text(FORMAT_CARD_COPY.note, { size: 9, color: MUTED, gapAfter: 16 });
}

function whenToPostSection(pdf: PdfWriter, { whenToPost }: CalculatedProfileData) {
  if (!whenToPost) return;
  heading(pdf, WHEN_TO_POST_COPY.title);
  if (!whenToPost.enoughPosts) {
    pdf.text(notEnoughText(whenToPost.posts), { color: MUTED, gapAfter: 16 });
    return;
  }
  const { bestWeekday: day, bestHours: hours } = whenToPost;
  pdf.text(
    `${WHEN_TO_POST_COPY.bestDay}: ${day ? `${WEEKDAY_NAMES[day.weekday]}, ${againstMedianText(day.ratio, day.posts)}` : WHEN_TO_POST_COPY.noneStandsOut}`,
    { gapAfter: 2 },
  );
  pdf.text(
    `${WHEN_TO_POST_COPY.bestHours}: ${hours ? `${hourWindowText(hours.fromHour, hours.toHour)}, ${againstMedianText(hours.ratio, hours.posts)}` : WHEN_TO_POST_COPY.noHoursStandOut}`,
    { gapAfter: 2 },
  );
  pdf.text(basisText(whenToPost), { size: 10, color: MUTED });
  pdf.table(
    [
      { header: WHEN_TO_POST_COPY.weekday, width: 0.4 },
      { header: WHEN_TO_POST_COPY.postsColumn, width: 0.2, align: 'right' },
      { header: WHEN_TO_POST_COPY.medianColumn, width: 0.4, align: 'right' },
    ],
    whenToPost.weekdays.map((bucket, weekday) => [
      WEEKDAY_NAMES[weekday]!,
      formatNumber(bucket.posts),
      bucket.medianInteractions === null ? WHEN_TO_POST_COPY.none : formatNumber(bucket.medianInteractions),
    ]),
  );
  pdf.space(8);
}

function topPostsSection(pdf: PdfWriter, posts: TopPost[], title: string, unit: 'like' | 'comment') {
  heading(pdf, title);
  if (!posts.length) {
    pdf.text('No posts in this list yet.', { color: MUTED, gapAfter: 16 });
    return;
  }
  pdf.table(
    [
      { header: '#', width: 0.08 },
      { header: 'Posted', width: 0.32 },
      { header: unit === 'like' ? 'Likes' : 'Comments', width: 0.25, align: 'right' },
      { header: 'Account', width: 0.35 },
    ],
    posts.map((post, i) => [String(i + 1), formatDate(new Date(post.date)), plural(post.count, unit), `@${post.user}`]),
  );
  pdf.space(8);
}

function recommendationsSection(pdf: PdfWriter, recommendations: string[]) {
  if (!recommendations.length) return;
  heading(pdf, 'Recommendations');
  recommendations.forEach((recommendation, i) => {
    pdf.ensure(50);
    pdf.text(recommendationLabel(i), { size: 10, bold: true, color: MUTED, gapAfter: 2 });
    pdf.text(recommendation, { gapAfter: 12 });
  });
  pdf.space(4);
  pdf.text('Your profile data refreshes about every 24 hours. Request a new report from the app at any time.', {
    size: 10,
    color: MUTED,
  });
}
