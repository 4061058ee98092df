import type { RankedTip } from './insights';

/** Trends of 2025 (spec 2.8), in the spec's order. */
export const TRENDS_INTRO =
  'What is shaping Instagram right now, and how to use each shift on your own profile instead of just watching it happen.';

export const TRENDS: readonly RankedTip[] = [
  {
    id: 'edutainment',
    title: 'Edutainment',
    description:
      'Posts that teach something while being fun to watch: a myth busted in 20 seconds, a skill shown with humour, a fact told as a story. People save and share what makes them look smart to their friends.',
    action:
      'Take a question your followers ask often and answer it in a short, playful reel or a carousel with a twist at the end.',
  },
  {
    id: 'ai-content',
    title: 'AI-assisted content',
    description:
      'AI tools now help with ideas, captions, editing, translation and visuals, including Meta AI inside Instagram. Audiences accept help from AI but react badly to content that feels generic or fake, and Instagram may label realistic AI-made media.',
    action:
      'Use AI for drafts and editing, then add your own voice, face and experience. Disclose realistic AI images or video when Instagram asks.',
  },
  {
    id: 'private-communities',
    title: 'Private communities',
    description:
      'Much of the real conversation has moved from public feeds to DMs, group chats, Close Friends stories, broadcast channels and subscriptions. Smaller, closer circles feel safer and more personal than a public comment section.',
    action:
      'Give your most engaged followers a place of their own: a Close Friends list for behind-the-scenes stories or a broadcast channel for updates.',
  },
  {
    id: 'search-discovery',
    title: 'Search-engine style discovery',
    description:
      'People use Instagram search like a search engine ("best coffee in Lisbon", "beginner home workout"), and public posts from professional accounts can also appear in search engines such as Google. Words in your captions, name field and alt text decide whether you are found.',
    action: 'Write captions that plainly say what the post is about, with the words someone would type to find it.',
  },
  {
    id: 'ultra-short-reels',
    title: 'Ultra-short reels',
    description:
      'Instagram now allows reels of up to three minutes, yet the shortest reels often travel furthest: a 7–15 second clip is easy to watch to the end and to watch twice, and completion and rewatches are what keep a reel spreading.',
    action:
      'Cut one idea into a reel under 15 seconds with the key moment in the first second and an ending that loops back to the start.',
  },
  {
    id: 'long-carousels',
    title: 'Long carousels',
    description:
      'Carousels can hold up to 20 photos and videos. Long, swipeable guides, photo dumps and step-by-step stories keep people on a post longer, and Instagram may show an unswiped carousel again with its next slide.',
    action:
      'Turn your best tips into a 10–20 slide carousel: a bold first slide, one idea per slide and a summary slide people will want to save.',
  },
  {
    id: 'social-commerce',
    title: 'Social commerce',
    description:
      'Discovery, questions and purchases increasingly happen in one place: product tags, links in stories, creator recommendations and sales conversations in DMs. Trust in a person now sells more than a polished ad.',
    action:
      'Show the product in use, answer buying questions in stories and make the next step obvious with one link or a "message me" prompt.',
  },
];
