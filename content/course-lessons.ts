/**
 * What the ten lessons of the course teach (spec 2.12), in the order of content/course.ts's cards:
 * the course owner's alone, read only by the server, which typesets each lesson's PDF
 * (server/course/lesson-pdfs.ts). Lesson text is limited to characters the PDFs' standard
 * Helvetica can encode (WinAnsi: curly quotes and dashes are fine, arrows are not).
 */
import { LESSON_CARDS, type LessonCard } from './course.ts';

/** A paragraph, or a bullet list. */
export type LessonBlock = string | readonly string[];

interface LessonSection {
  heading: string;
  body: readonly LessonBlock[];
}

/** A lesson's text, beside its card. */
interface LessonText {
  /** The lesson's promise, on its title page. */
  intro: string;
  sections: readonly LessonSection[];
  /** A short checklist closing the lesson. */
  actions: readonly string[];
}

export type Lesson = LessonCard & LessonText;

const LESSON_TEXTS: readonly LessonText[] = [
  {
    intro:
      'Your bio is the first thing a new visitor reads after tapping your name, and most decide within seconds whether to follow. This lesson shows how to use every part of the profile header, from the name field to the links, so that a stranger understands who you are, what they will get and what to do next.',
    sections: [
      {
        heading: 'What the bio has to do',
        body: [
          'A visitor arrives from a reel, a hashtag, a comment or a search. They know almost nothing about you, and they are asking three questions: who is this, what is in it for me, and why should I follow now rather than later. A good bio answers all three in about three short lines.',
          'Instagram gives you 150 characters for the bio itself, so every word has to work. Write for the person you want to attract, not for everyone: a specific promise (“easy 20-minute vegetarian dinners”) beats a vague one (“food lover”).',
        ],
      },
      {
        heading: 'The name field is searchable',
        body: [
          'The name shown in bold above your bio is separate from your @username, and Instagram uses it when people search. Adding a keyword to it helps the right people find you: “Maya | Budget Travel Tips” can be found by someone searching “budget travel”, while “Maya” alone cannot. Keep it readable; stuffing several keywords looks like spam and puts people off.',
          'Instagram limits how often you can change the name, so choose it with care and avoid testing many versions in a short time.',
        ],
      },
      {
        heading: 'A simple structure that works',
        body: [
          'Most effective bios follow the same pattern. Adapt it rather than copying it word for word:',
          [
            'Line 1, who you help or what you do: “Helping new runners finish their first 10K”.',
            'Line 2, proof or personality: a credential, a result, a place or a detail that makes you memorable.',
            'Line 3, a call to action: what the visitor should do next, such as “Free training plan below”.',
          ],
          'Line breaks make the bio easier to scan than one dense block. Emojis can act as bullet points, but use them to organise, not to decorate every word.',
        ],
      },
      {
        heading: 'Links, buttons and labels',
        body: [
          'You can add up to five links to your profile. Put the most important one first, because it is the one shown in full, and give each link a clear title such as “Free guide” or “Shop”. Remove old links once a campaign ends; a dead link costs trust.',
          'Professional accounts can show a category label (for example “Personal blog” or “Bakery”) and contact buttons for email, phone or directions. Show the category if it helps visitors understand you at a glance, and turn on contact options only if you answer them promptly.',
        ],
      },
      {
        heading: 'Common mistakes',
        body: [
          [
            'Describing yourself instead of the value you offer (“Dreamer, coffee addict, wanderer”).',
            'A call to action that points nowhere, or a link that opens a page which does not match the promise.',
            'Inside jokes or abbreviations a stranger will not understand.',
            'Text that is outdated: an old job, a finished launch, a season that has passed.',
          ],
        ],
      },
      {
        heading: 'Test and refine',
        body: [
          'Treat the bio as something you improve over time. Professional accounts can see profile activity in Insights, including how many people tapped your links. Change one thing at a time, wait at least two weeks, and compare the share of profile visitors who followed or tapped a link before and after. Small wording changes can make a visible difference.',
        ],
      },
    ],
    actions: [
      'Write one sentence that says who you help and how.',
      'Add one search keyword to your name field.',
      'End the bio with a single, specific call to action.',
      'Check every link in your profile and retitle them clearly.',
    ],
  },
  {
    intro:
      'Your profile picture follows you everywhere on Instagram: in the feed, in stories, in comments and in direct messages. Highlights are the first content a new visitor sees under your bio. This lesson covers how to make both work for you.',
    sections: [
      {
        heading: 'A picture that works at thumbnail size',
        body: [
          'Your profile picture is displayed as a small circle, often only a few millimetres across on a phone screen. Detail disappears at that size, so simplicity wins. Upload a square image of at least 320 by 320 pixels and keep the important part in the centre, because the corners are cropped by the circle.',
          [
            'Personal brands and creators: a clear, well-lit photo of your face, looking towards the camera, with a plain or softly blurred background.',
            'Businesses: your logo or logo mark, with enough padding that nothing touches the edge of the circle.',
            'Use a background colour that contrasts with both light and dark mode, since people view Instagram in both.',
          ],
          'Consistency builds recognition. Use the same or a very similar picture on your other social accounts, and avoid changing it often: followers recognise you by it when scrolling through stories and comments.',
        ],
      },
      {
        heading: 'What highlights are for',
        body: [
          'Stories disappear after 24 hours unless you save them to a highlight. Highlights sit on your profile and act like a menu: they let a visitor explore your best content without scrolling through your whole grid. Story archiving must be turned on in settings for past stories to be available when you build a highlight.',
          'Think of highlights as answers to the questions new visitors ask. A typical set for a small business might be “Start here”, “Reviews”, “Products”, “FAQ” and “Behind the scenes”. A creator might use “About me”, “Best tips”, “Collabs” and “Ask me”.',
        ],
      },
      {
        heading: 'Organising and naming',
        body: [
          [
            'Put the most useful highlight first: it is the one most people tap.',
            'Keep titles short so they are not cut off under the cover.',
            'Aim for four to seven highlights; too many turns the menu into clutter.',
            'Keep each highlight focused and remove outdated stories, such as expired offers or past events.',
          ],
          'A “Start here” highlight is especially effective: three to six stories that introduce you, show what you post and tell the viewer what to do next, whether that is following, visiting your website or sending a message.',
        ],
      },
      {
        heading: 'Covers that look like one set',
        body: [
          'Custom highlight covers make the profile look cared for. Choose a simple icon or a single word on a plain background, in one or two of your brand colours, so the row reads as a set. Design covers at 1080 by 1920 pixels with the icon in the centre; Instagram crops them to a circle. Free design tools have templates for this, but keep the style consistent with your profile picture rather than chasing trends.',
        ],
      },
      {
        heading: 'The grid behind them',
        body: [
          'Since 2025 the profile grid shows posts as portrait thumbnails rather than squares, which crops more of the edges of older square images. When you plan covers for reels and carousels, keep text and faces inside the central area so they look right both in the feed and on your grid. Professional and personal accounts can also pin up to three posts to the top of the grid: use those spots for the content that best explains what you offer.',
        ],
      },
    ],
    actions: [
      'View your profile picture at its smallest size and check that it is still clear.',
      'Create or refresh a “Start here” highlight.',
      'Rename highlights so each title says what is inside.',
      'Pin three posts that represent your account best.',
    ],
  },
  {
    intro:
      'Engagement grows from a steady stream of useful content, not from occasional bursts. This lesson helps you choose what to post, decide how often, and build a simple system that keeps you consistent when life gets busy.',
    sections: [
      {
        heading: 'Start with content pillars',
        body: [
          'Content pillars are three to five themes your account returns to again and again. They make planning faster and teach your audience what to expect. For a fitness coach they might be workouts, nutrition, mindset and client stories; for a bakery, new bakes, the process behind them, customer moments and seasonal offers.',
          'Check each pillar against two questions: does my audience care about it, and can I create it regularly? A theme that fails either test will not last.',
        ],
      },
      {
        heading: 'Mix formats with a purpose',
        body: [
          'Each format tends to do a different job:',
          [
            'Reels are the strongest format for reaching people who do not follow you yet.',
            'Carousels, which can hold up to 20 photos or videos, suit tutorials, checklists and stories told step by step; they are often saved and shared.',
            'Single photos work for strong visuals, announcements and personal moments.',
            'Stories keep existing followers close with everyday, informal updates (lesson 4).',
          ],
          'A healthy mix depends on your goal. If growth is the priority, lean on reels; if you want a loyal community, make sure followers also see stories and carousels that go deeper.',
        ],
      },
      {
        heading: 'How often to post',
        body: [
          'There is no magic number, and quality beats quantity. Instagram’s own guidance to creators has repeatedly stressed consistency over volume: its head, Adam Mosseri, has suggested a couple of feed posts a week and a couple of stories a day as a reasonable rhythm for steady growth. Posting more often can help if you can keep the quality up, but three weak posts will do less than one strong one.',
          'Choose a frequency you can sustain for months, not weeks. Two or three feed posts a week with regular stories is realistic for most individuals; you can increase it once the system below feels easy.',
        ],
      },
      {
        heading: 'When to post',
        body: [
          'The best time to post is when your followers are active. Professional accounts can see this in Insights under their audience, broken down by day and hour. Publish shortly before the peak so the post is there when people open the app, and keep a note of how posts at different times perform. Recommendations keep showing good content for days, so timing matters less than the quality of the post, but it can help the first hour go well.',
        ],
      },
      {
        heading: 'Build a simple content calendar',
        body: [
          [
            'Collect ideas all week in one place: questions from followers, comments, things you notice in your niche.',
            'Once a week, pick the posts for the next week and assign each one a pillar and a format.',
            'Batch the work: film several reels in one session, write several captions in another.',
            'Schedule posts in advance with Instagram’s built-in scheduling or Meta Business Suite.',
            'Leave room for timely posts that react to news or trends.',
          ],
          'Repurposing saves time: a carousel tip can become a reel, a reel’s script can become a caption, and a popular post from six months ago can be updated and shared again for people who missed it.',
        ],
      },
      {
        heading: 'Measure and adjust',
        body: [
          'Every month, look at which pillars and formats brought the most reach, saves, shares and new followers (lesson 9). Do more of what works and drop what repeatedly underperforms. A plan is a starting point, not a contract.',
        ],
      },
    ],
    actions: [
      'Write down three to five content pillars.',
      'Pick a posting rhythm you can keep for three months.',
      'Block one hour a week for planning and one for batch creation.',
      'Schedule next week’s posts before it starts.',
    ],
  },
  {
    intro:
      'Stories appear at the top of your followers’ app, and people who watch them regularly feel closer to you. That closeness shows up as replies, shares and more attention for your posts. This lesson explains what to share in stories and how to get people to interact.',
    sections: [
      {
        heading: 'Why stories matter',
        body: [
          'Most of your story viewers are people who already follow you, so stories are less about reaching new people and more about deepening the relationship. Instagram orders the stories row partly by how much someone interacts with you, so regular, interactive stories keep you near the front for the people who care most.',
          'Stories are also forgiving. They disappear after 24 hours, so they do not need the polish of a feed post. Authentic, quick updates often perform better than heavily produced ones.',
        ],
      },
      {
        heading: 'What to post',
        body: [
          [
            'Behind the scenes: how you work, prepare, pack orders or plan a post.',
            'Everyday moments connected to your niche.',
            'A preview or teaser of an upcoming post, with a reminder when it goes live.',
            'Sharing your new feed post or reel with context, such as why you made it.',
            'Reposting followers’ content that mentions you, with their permission.',
            'Quick tips that do not need a whole post.',
          ],
          'Posting one or two stories every day keeps you present. Long sequences of twenty or more stories tend to lose viewers; if you have a lot to say, cut it into a few focused sequences.',
        ],
      },
      {
        heading: 'Stickers turn viewers into participants',
        body: [
          'Interactive stickers are the easiest way to start a conversation. Use them to learn about your audience at the same time:',
          [
            'Poll and quiz stickers: low effort for viewers, and the results tell you what people prefer.',
            'Question sticker: collect questions, then answer them in later stories or a post.',
            'Emoji slider: a playful way to measure how strongly people feel.',
            'Link sticker: sends viewers to a website, product or sign-up page.',
            'Countdown sticker: builds anticipation for a launch or live session; viewers can set a reminder.',
            '“Add Yours” sticker: invites followers to respond with their own story, which can spread beyond your followers.',
          ],
        ],
      },
      {
        heading: 'Make stories easy to watch',
        body: [
          'Many people watch stories with the sound off, so add captions or short text to videos. Keep text away from the top and bottom edges, where the profile name and the reply bar cover it. Put the key message in the first two seconds of each story, because viewers tap forward quickly. Use your brand colours and fonts consistently so your stories are recognisable at a glance.',
        ],
      },
      {
        heading: 'Close Friends and replies',
        body: [
          'The Close Friends list lets you share some stories with a chosen group, such as your most engaged followers or customers. It can make people feel valued, but use it for genuinely special content rather than pressure to buy.',
          'Every story reply arrives as a direct message. Reply to them: a personal answer often creates a loyal follower, and conversations in messages are a strong signal of a real connection.',
        ],
      },
      {
        heading: 'Keep what works',
        body: [
          'Save your best story sequences to highlights (lesson 2). In Insights, compare reach, replies, sticker taps and where viewers drop off (exits and taps forward) to learn which topics hold attention.',
        ],
      },
    ],
    actions: [
      'Post one or two stories a day for the next two weeks.',
      'Use at least one interactive sticker every day.',
      'Reply to every story reply you receive.',
      'Save the best sequence of the week to a highlight.',
    ],
  },
  {
    intro:
      'A strong image or video stops the scroll; the caption decides whether people engage, save, share or follow. This lesson covers how to structure a caption, how long to make it and how to invite a response without sounding pushy.',
    sections: [
      {
        heading: 'The first line is the hook',
        body: [
          'In the feed only the beginning of your caption is visible before “more”. Those first words must earn the tap. Lead with the most interesting part: a surprising fact from your own experience, a clear benefit, a question or a bold opinion. Avoid starting with greetings or filler such as “Happy Monday!” that say nothing about the post.',
          [
            '“I wasted six months making this mistake with my sourdough.”',
            '“Three settings that fixed my blurry night photos:”',
            '“Unpopular opinion: you do not need to post every day.”',
          ],
        ],
      },
      {
        heading: 'Structure the body',
        body: [
          'After the hook, deliver the value the hook promised. Short paragraphs, line breaks and simple lists make a caption easy to read on a phone. Write the way you talk, in plain words, and address the reader directly with “you”.',
          'Captions can be up to 2,200 characters. Length should follow purpose: a quick line for a strong visual, a mini-article for a tutorial or a personal story. Long captions work when every sentence earns its place; cut anything that repeats or drifts.',
        ],
      },
      {
        heading: 'Captions help people find you',
        body: [
          'Instagram search looks at the words in captions, not only hashtags. Use the words your audience would type naturally: if you post a pasta recipe, say “easy weeknight pasta recipe” in the caption. Keywords should read naturally in a sentence; repeating them unnaturally makes the caption worse for people.',
          'Add alt text to images (in the advanced settings when posting) to describe what is shown. It makes your content accessible to people using screen readers and helps Instagram understand it.',
        ],
      },
      {
        heading: 'Calls to action that feel natural',
        body: [
          'End with one clear, easy next step that fits the post. Asking for too many things at once (“like, comment, share, save and follow!”) usually results in none of them.',
          [
            'Save: “Save this for your next trip.” Works for tips, checklists and guides.',
            'Share: “Send this to a friend who always over-packs.” Shares are one of the strongest signals for reach.',
            'Comment: ask a specific, easy question. “Which one would you try first, 1, 2 or 3?” gets more answers than “Thoughts?”.',
            'Follow: “Follow for a new budget recipe every Tuesday.” Tell people exactly what they will get.',
          ],
          'Avoid “engagement bait” such as “comment YES if you agree” or asking people to tag many friends to win attention. Instagram tries to identify and demote this kind of post, and it attracts low-quality interaction.',
        ],
      },
      {
        heading: 'Voice and editing',
        body: [
          'A consistent voice makes you recognisable: decide whether you are warm and encouraging, witty, or calm and expert, and stay with it. Before posting, read the caption aloud, check names, prices and dates, and make sure any mentioned account is tagged correctly. You can edit a caption after posting, but the first impression is made by the version people see in the first hour.',
        ],
      },
    ],
    actions: [
      'Rewrite the first line of your next three captions as a hook.',
      'Include the words your audience would search for.',
      'End each caption with one specific call to action.',
      'Add alt text to every image you post this week.',
    ],
  },
  {
    intro:
      'Hashtags are no longer a growth hack, but they still help Instagram understand what a post is about and help people discover it in search. This lesson explains how to choose a small set of relevant hashtags and how to avoid the mistakes that hurt reach.',
    sections: [
      {
        heading: 'What hashtags do today',
        body: [
          'Instagram has been clear that hashtags are one of many signals it uses to categorise content, alongside captions, audio, images and how people interact with the post. They help people who search for a topic or tap a hashtag find relevant posts. Adding more hashtags does not guarantee more reach, and a wall of unrelated tags can make a post look like spam.',
          'Instagram has long recommended using only a few relevant hashtags, typically three to five, and it has been tightening how many can be added to a single post. Check the current limit when you post, and plan around a small, carefully chosen set.',
        ],
      },
      {
        heading: 'Choose the right mix',
        body: [
          'Good hashtags describe the post and match what your ideal audience follows or searches. Combine levels of specificity:',
          [
            'One or two topic hashtags that describe the subject (#sourdoughbaking).',
            'One niche or community hashtag used by the people you want to reach (#homebakersclub).',
            'Where relevant, a location hashtag for local businesses and events (#lisbonfood).',
            'Optionally, your own branded hashtag for a series, challenge or customer photos.',
          ],
          'Very broad hashtags such as #love or #instagood are used on a huge number of posts, so a new post disappears among them in seconds and they say little about your content.',
        ],
      },
      {
        heading: 'Research before you use a hashtag',
        body: [
          'Search a hashtag before adding it. Look at the top posts: are they similar to yours, from accounts like yours, in your language? If the results are unrelated or low quality, choose another tag. Note the hashtags that accounts in your niche use successfully and that your audience engages with.',
          'Keep a short list of tested hashtag sets for each content pillar, but do not paste the same block on every post. Rotate and adapt the tags to what each post is actually about.',
        ],
      },
      {
        heading: 'Mistakes that hurt reach',
        body: [
          [
            'Hashtags that have nothing to do with the post, added only because they are popular.',
            'Restricted hashtags: if a hashtag page shows that recent posts are hidden, the tag is being associated with content that breaks the Community Guidelines. Avoid it.',
            'Hashtags with engagement-bait meaning, such as follow-for-follow or like-for-like tags. They attract accounts that will never engage with your content.',
            'Relying on hashtags instead of keywords in the caption and a clear topic in the first seconds of a reel.',
          ],
        ],
      },
      {
        heading: 'Where to put them',
        body: [
          'Hashtags work in the caption. Placing them at the end keeps the caption readable; putting one naturally inside a sentence is also fine. Hashtags in stories (as text or with the hashtag sticker) can make a story appear on that hashtag’s page.',
          'Measure the effect honestly: Insights show how people found a post, including from search and hashtags. If hashtags bring only a tiny share of your reach, spend your time on better hooks and captions instead.',
        ],
      },
    ],
    actions: [
      'Build one tested set of three to five hashtags for each content pillar.',
      'Search every new hashtag before using it.',
      'Remove any hashtag from your old sets that has nothing to do with your posts.',
      'Put your main keywords in the caption as well.',
    ],
  },
  {
    intro:
      'Engagement is a conversation, not a score. Accounts that answer comments, start conversations and take part in their community grow a loyal audience that comes back. This lesson shows where to spend your time for the biggest effect.',
    sections: [
      {
        heading: 'Why conversations matter',
        body: [
          'Instagram ranks content on how people interact with it. Adam Mosseri has said that three of the most important signals are how much of a video people watch, how many people like a post relative to how many saw it, and how many send it to friends. Real conversations in comments and direct messages feed all three, because people who feel connected to you watch, like and share more.',
          'There is also a human reason: people follow accounts, but they stay loyal to people who notice them.',
        ],
      },
      {
        heading: 'The first hour after posting',
        body: [
          'Stay available for a while after you post. Reply to early comments quickly and thoughtfully, with more than an emoji when the comment deserves it. A reply that adds a detail or asks a follow-up question often turns one comment into a thread, and lively threads show the post is worth attention.',
          'Pin up to three comments to the top of a post: a great question, a helpful answer or a piece of praise that sets the tone for the discussion.',
        ],
      },
      {
        heading: 'Go where your audience is',
        body: [
          [
            'Leave genuine, specific comments on posts from accounts in your niche and from your followers. “Great post!” is forgettable; a sentence that adds an idea is not.',
            'Answer questions in your topic area, on your posts and on others’.',
            'Share followers’ content that mentions you in your stories, and thank them.',
            'Reply to story replies and messages, even briefly.',
          ],
          'Set aside fifteen to twenty minutes a day for this. Consistent small effort beats an occasional marathon.',
        ],
      },
      {
        heading: 'Tools that help',
        body: [
          'Instagram offers several tools for community building. Broadcast channels let creators send updates to followers who choose to join. Live video allows real-time questions and answers, and you can invite a guest to join you. Notes are short status updates shown in your followers’ inbox, useful for a quick question or announcement. Saved replies for professional accounts speed up answers to frequent questions in messages.',
        ],
      },
      {
        heading: 'Keep the space healthy',
        body: [
          'A community grows when people feel safe. Use Hidden Words to filter offensive comments and message requests automatically, and add your own words and emojis to the list. Restrict lets you limit someone’s interactions without them being told, and you can block accounts that harass others. Delete spam promptly. Respond to criticism calmly and publicly when it is fair; take heated discussions to messages.',
        ],
      },
      {
        heading: 'What not to do',
        body: [
          'Do not buy followers, likes or comments, and do not join “engagement pods” that trade automatic comments. They add accounts that never engage with your content, distort your Insights and can violate Instagram’s rules. Follow/unfollow tactics and automated comment bots put your account at risk of limits or removal.',
        ],
      },
    ],
    actions: [
      'Reply to every comment within the first hour of your next three posts.',
      'Spend fifteen minutes a day commenting meaningfully in your niche.',
      'Set up Hidden Words with your own filter list.',
      'Pin a comment that starts a good discussion on your latest post.',
    ],
  },
  {
    intro:
      'A well-run giveaway can bring a burst of attention, new followers and user-generated content. A badly run one brings prize hunters who leave the day it ends, or even legal trouble. This lesson covers how to plan, run and follow up on a giveaway the right way.',
    sections: [
      {
        heading: 'Start with a goal and the right prize',
        body: [
          'Decide what you want: new followers who fit your niche, more customer photos, an email list, or awareness for a launch. The prize should appeal to your ideal audience rather than to everyone. A smartphone or a gift card attracts people who want a free phone; your own product, a service session or a niche-specific bundle attracts people who care about what you do.',
        ],
      },
      {
        heading: 'Choose simple entry mechanics',
        body: [
          'Every extra step lowers participation. Popular and effective mechanics include:',
          [
            'Comment to enter, answering a question related to the prize or your niche.',
            'Share a photo with a branded hashtag, which creates user-generated content.',
            'Save or share the post, with entry confirmed in the comments.',
            'A partner giveaway with a complementary account, using a collab post so both audiences see it.',
          ],
          'Asking entrants to tag friends is common, but it can attract low-quality entries. If you ask for tags, limit it to one friend who would genuinely like the prize.',
        ],
      },
      {
        heading: 'Follow Instagram’s rules',
        body: [
          'Meta’s Promotion Guidelines apply to any contest or giveaway on Instagram. Among other things, they require you to:',
          [
            'publish official rules, eligibility requirements (such as age and country) and the terms of the offer;',
            'include a release of Instagram by each entrant and an acknowledgement that the promotion is not sponsored, endorsed or administered by, or associated with, Instagram;',
            'not inaccurately tag content or encourage people to tag themselves in content they do not appear in.',
          ],
          'Read the current guidelines before each giveaway, as they can change.',
        ],
      },
      {
        heading: 'Respect the law',
        body: [
          'Contest law differs by country and region. In many places a promotion that combines a prize, chance and a required purchase is an illegal lottery, so giveaways are usually free to enter. Some places require registration or bonding for larger prizes, restrict who can enter, or tax prizes. If the prize is valuable or the giveaway runs across countries, take advice from a lawyer familiar with promotions. When partners provide the prize, make the relationship clear to entrants.',
        ],
      },
      {
        heading: 'Write clear rules',
        body: [
          [
            'Start and end date and time, including the time zone.',
            'Who can enter: minimum age, countries, exclusions such as employees.',
            'How to enter and how many entries are allowed.',
            'How the winner is chosen (a random draw or judging criteria) and when it will be announced.',
            'How you will contact the winner, and a warning that you will never ask for payment or bank details.',
          ],
          'Scammers often copy giveaway accounts and message entrants pretending they have won. Say clearly in the rules and in your stories that you will only contact winners from your own account.',
        ],
      },
      {
        heading: 'After the giveaway',
        body: [
          'Announce the winner publicly (with their permission) and deliver the prize promptly; your credibility depends on it. Then welcome the new followers with your best content, and check in Insights how many stayed and engaged over the following weeks. That number, not the count of entries, tells you whether the giveaway worked.',
        ],
      },
    ],
    actions: [
      'Pick a prize only your ideal followers would want.',
      'Write the official rules before announcing anything.',
      'Read Meta’s current Promotion Guidelines.',
      'Measure follower retention a month after the giveaway.',
    ],
  },
  {
    intro:
      'Instagram Insights tell you what your audience values, if you know which numbers to read. This lesson explains the key metrics, how to compare posts fairly and how to turn the data into decisions.',
    sections: [
      {
        heading: 'Getting access',
        body: [
          'Insights are available to professional accounts (creator or business), and switching is free in the account settings. Insights only start collecting data from the moment you switch, so do it early. Open them from the professional dashboard on your profile or from the “View insights” button under any post.',
        ],
      },
      {
        heading: 'The metrics that matter',
        body: [
          [
            'Views: how many times your content was shown or played. Instagram uses views as a main metric across reels, posts and stories.',
            'Reach: how many unique accounts saw your content. It tells you how far a post travelled.',
            'Interactions: likes, comments, saves, shares and replies.',
            'Saves: a sign people found the content useful enough to come back to.',
            'Shares and sends: a sign people found it worth recommending, and one of the strongest signals for reaching non-followers.',
            'Watch time and retention for reels: how long people keep watching.',
            'Follows and profile activity: whether content turns viewers into followers, link taps or messages.',
          ],
        ],
      },
      {
        heading: 'Compare with ratios, not totals',
        body: [
          'Raw totals are misleading because a post that reached more people will naturally have more of everything. Divide by reach to compare fairly: saves per reach, shares per reach and comments per reach show how strongly people reacted. A post reaching 2,000 people with 60 saves (3%) did better on usefulness than one reaching 10,000 with 100 saves (1%).',
          'The engagement rate shown in this app (likes plus comments divided by the number of posts analysed) is a useful overview. Insights add the reach and saves behind it.',
        ],
      },
      {
        heading: 'Know your audience',
        body: [
          'The audience section shows where your followers live, their age ranges and when they are most active. Use it to check that you are reaching the people you intend to, to choose posting times (lesson 3) and to decide on language and local references. Watch the split between followers and non-followers in your reach: growth needs content that reaches beyond your current followers.',
        ],
      },
      {
        heading: 'A monthly review routine',
        body: [
          [
            'List your five best and five weakest posts of the month by shares and saves per reach.',
            'Look for patterns: topics, formats, hooks, length, time of posting.',
            'For reels, check where viewers drop off; if most leave in the first three seconds, work on the opening.',
            'Write down two things to repeat and one thing to change next month.',
            'Track a few numbers over time: followers, average reach, and saves and shares per reach.',
          ],
          'Look at trends over weeks and months rather than reacting to a single post. Reach naturally varies from post to post.',
        ],
      },
      {
        heading: 'Data and judgement',
        body: [
          'Numbers tell you what happened, not always why. Read the comments and messages as well: they explain what people value in their own words. Use Insights to test ideas, such as two different hooks on similar content, and let the results guide your next plan.',
        ],
      },
    ],
    actions: [
      'Switch to a professional account if you have not already.',
      'Calculate saves and shares per reach for your last ten posts.',
      'Schedule a thirty-minute Insights review each month.',
      'Write down one change to test next month based on the data.',
    ],
  },
  {
    intro:
      'Collaborations put your content in front of an audience that already trusts someone else. Done well, they bring engaged followers and, for creators, income. This lesson covers how to find partners, how to pitch, how to use Instagram’s collaboration tools and how to stay transparent.',
    sections: [
      {
        heading: 'Find the right partners',
        body: [
          'The best collaborations are with accounts whose audience would genuinely enjoy your content, not simply the biggest accounts. Look for shared values and a complementary topic: a running coach and a healthy recipe creator, a café and a local bookshop.',
          'Smaller creators often have close, engaged communities. Check a potential partner’s comments: real conversations are a better sign than a high follower count, which can be inflated. Look for sudden jumps in followers and generic comments, which suggest bought engagement.',
        ],
      },
      {
        heading: 'Pitch with a clear idea',
        body: [
          [
            'Engage with their content genuinely for a while before you reach out.',
            'Send a short, personal message: who you are, why their audience would value the collaboration, and a specific idea.',
            'Offer something concrete: a joint reel, a takeover, a live session, a giveaway or a guest post.',
            'Make saying yes easy: suggest dates, formats and who does what.',
          ],
        ],
      },
      {
        heading: 'Use Instagram’s collaboration tools',
        body: [
          'Collab posts let you invite other accounts as co-authors of a post or reel. Once they accept, the post appears on each profile and in each audience’s feed, and the views, likes and comments are shared. This is usually more effective than simply tagging a partner.',
          'Live video can include guests, and both audiences are notified. Story mentions and resharing each other’s content extend a collaboration over several days.',
        ],
      },
      {
        heading: 'Working with brands',
        body: [
          'Brands look for creators whose audience matches their customers and who produce reliable, high-quality content. Keep a simple media kit: who you are, your audience (location, age, interests from Insights), typical reach and engagement, past collaborations and contact details.',
          'Agree everything in writing before you start:',
          [
            'Deliverables: which formats, how many and by when.',
            'Approval: whether the brand reviews content before publishing.',
            'Usage rights: where and for how long the brand may reuse your content, including in ads.',
            'Exclusivity: whether you may work with competitors, and for how long.',
            'Payment: amount, schedule, and what happens if the campaign is cancelled.',
          ],
        ],
      },
      {
        heading: 'Be transparent',
        body: [
          'If you receive payment, free products or any other benefit for a post, disclose it clearly. Instagram requires the “Paid partnership” label for branded content, and consumer protection rules in many countries, such as the FTC’s Endorsement Guides in the United States and the advertising rules enforced by the ASA in the United Kingdom, require clear disclosure. A hidden “#sp” at the end of the caption is not enough; the disclosure must be easy to notice.',
          'Only promote products you would recommend to a friend. Your audience’s trust is worth more than any single fee.',
        ],
      },
      {
        heading: 'Measure the partnership',
        body: [
          'Before the collaboration, agree what success looks like: reach, new followers, link clicks, sales or sign-ups. Afterwards, share the results with your partner using Insights. A partner who sees clear results is likely to work with you again, and long-term relationships are more credible to audiences than one-off posts.',
        ],
      },
    ],
    actions: [
      'List five accounts with a complementary audience.',
      'Pitch one specific collaboration idea this month.',
      'Prepare a one-page media kit with your Insights data.',
      'Use the Paid partnership label for every paid or gifted post.',
    ],
  },
];

export const LESSONS: readonly Lesson[] = LESSON_CARDS.map((card, i) => ({ ...card, ...LESSON_TEXTS[i] }));
