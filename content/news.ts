/**
 * News items (spec 2.10, 3): Instagram features announced in 2024–2025. The server seeds its `news`
 * table from this list on first start and serves it through `ig-getNews`; images are drawn by the
 * server at `/news/<slug>.svg`.
 */

import type { NewsItem } from '../contracts/news.ts';

const item = (slug: string, title: string, text: string[]): NewsItem => ({
  slug,
  title,
  imagePath: `/news/${slug}.svg`,
  text,
});

export const NEWS: NewsItem[] = [
  item('reels-up-to-three-minutes', 'Reels can now be up to three minutes long', [
    'In October 2024 Instagram raised the maximum length of a reel from 90 seconds to three minutes. Instagram head Adam Mosseri said the change answered creators who had asked for more room, since many stories simply do not fit into a minute and a half.',
    'Mosseri also said Instagram would remain focused on short videos: the longer limit is an option rather than a new default.',
    'For creators the extra time makes tutorials, recipes, behind-the-scenes clips and short explainers possible without splitting them into several parts. The first seconds still decide whether a viewer keeps watching, so a clear hook matters as much as before.',
    'A practical approach is to keep a tight edit, state the promise of the video at the start and use the extra length only when the content needs it.',
  ]),
  item('edits-video-app', 'Edits: Instagram’s own video editing app', [
    'Instagram announced Edits, a standalone video editing app, in January 2025 and released it for iOS and Android in April 2025. The app is free and is aimed at people who make short videos for Instagram and other platforms.',
    'Edits combines a camera for recording, a timeline editor and creative tools such as captions, green screen and cutouts in one place. Videos can be exported without a watermark and shared straight to Instagram.',
    'Beyond editing, the app is organised around a creator’s workflow: a space to jot down and keep ideas, an inspiration feed, a list of projects in progress and insights on how published reels perform.',
    'Creators who already edit on their phone can try Edits alongside their usual tools and keep the whole path from idea to published reel in one app.',
  ]),
  item('trial-reels', 'Trial Reels let creators test ideas with non-followers', [
    'After a test that started in May 2024, Instagram rolled out Trial Reels to professional accounts in December 2024. A trial reel is shown first to people who do not follow the account, instead of to its followers.',
    'Trial reels do not appear on the profile grid, in the Reels tab or in followers’ feeds while the trial runs. After about 24 hours the creator can see how the reel performed, with views, likes, comments and shares.',
    'If the results look good, the creator can share the reel with followers, or let Instagram share it automatically when it performs well during its first 72 hours.',
    'The feature is meant to lower the risk of experimenting: a new format, topic or style can be tried with a fresh audience without affecting how existing followers see the account.',
  ]),
  item('rectangular-profile-grid', 'The profile grid switched to 3:4 rectangles', [
    'In January 2025 Instagram changed the profile grid from square thumbnails to taller 3:4 rectangles. Adam Mosseri explained that most photos and videos uploaded today are vertical, and square thumbnails cropped them heavily.',
    'The change affects only how posts are previewed on the profile: the posts themselves are not altered. Some carefully planned grids, such as images split across several squares, no longer line up as they did.',
    'It is worth checking how recent posts and reel covers look in the new frame and adjusting covers so that faces and text stay inside the visible area.',
  ]),
  item('teen-accounts', 'Teen Accounts bring built-in protections for younger users', [
    'In September 2024 Instagram introduced Teen Accounts, which place users under 18 into more protective settings automatically. Accounts of teens are private by default, and teens can only be messaged by people they follow or are already connected to.',
    'Sensitive content controls are set to their most restrictive level, notifications are muted overnight with a sleep mode, and teens receive reminders to leave the app after 60 minutes of use each day.',
    'Teens under 16 need a parent’s permission to change these settings to less strict ones, and parents can use supervision tools to see who their teen has messaged recently and set daily time limits.',
    'In April 2025 Meta extended the protections: teens under 16 also need a parent’s permission to go Live or to turn off the filter that blurs suspected nudity in direct messages, and Teen Accounts began to come to Facebook and Messenger.',
  ]),
  item('direct-message-updates', 'Direct messages gain scheduling, live location and nicknames', [
    'At the end of 2024 Instagram added a series of features to direct messages. Text messages can now be scheduled: a long press on the send button lets you pick a date and time, up to 29 days ahead.',
    'Friends can share their live location with each other in a chat for up to one hour. The location is visible only to the people in that chat and cannot be forwarded, and sharing can be stopped at any time.',
    'Chats also support nicknames for yourself and your friends, and a message or other content can be pinned to the top of a conversation so that plans and links stay easy to find.',
    'For businesses and creators, scheduled messages are a simple way to send reminders or follow-ups at a good moment without having to be online at that time.',
  ]),
];
