import type { ArticleTopic } from './types';

/** Detect Stalkers (spec 2.9): five parts on spotting unwanted attention and protecting privacy. */
export const DETECT_STALKERS: ArticleTopic = {
  slug: 'detect-stalkers',
  title: 'Detect Stalkers',
  description:
    'Unwanted attention can feel unsettling. Instagram will not tell you who looks at your profile, but it gives you strong tools to see who interacts with you, control who sees what, and cut off anyone who crosses a line.',
  illustration: 'detectStalkers',
  imageAlt: 'A magnifying glass over a profile silhouette',
  articles: [
    {
      path: 'what-you-can-know',
      title: 'What you can and cannot know',
      summary: 'The honest limits of tracking who watches you.',
      overview:
        'No feature, app or trick shows who views your Instagram profile. Knowing exactly what is visible helps you focus on signals that are real.',
      sections: [
        {
          heading: 'What you can check',
          description: 'These lists show names and are available to every account.',
          details: [
            { tip: 'Story viewers', description: 'The viewer list of each story, for 48 hours after posting.' },
            {
              tip: 'Followers and following',
              description: 'Who follows you and whom you follow; you can remove followers at any time.',
            },
            {
              tip: 'Interactions',
              description:
                'Likes, comments, mentions, tags, message requests and follow requests, each with an account name.',
            },
          ],
        },
        {
          heading: 'What you cannot check',
          description: 'These stay private for everyone.',
          details: [
            { tip: 'Profile visits by name', description: 'Professional accounts see only a number of visits.' },
            { tip: 'Viewers of posts and reels', description: 'Only counts are shown, never the list of viewers.' },
            {
              tip: 'Logged-out viewing',
              description:
                'A public profile can be seen without an account, and some outside sites show public stories anonymously. Those views never appear anywhere. Only a private account closes that gap.',
            },
          ],
        },
      ],
    },
    {
      path: 'warning-signs',
      title: 'Warning signs of unwanted attention',
      summary: 'Patterns that suggest someone is watching too closely.',
      overview: 'Any one of these can be innocent. Several together, from the same person, are worth acting on.',
      sections: [
        {
          heading: 'Suspicious accounts',
          description: 'People who are blocked or ignored sometimes come back under a new name.',
          details: [
            {
              tip: 'Empty accounts among your viewers',
              description: 'A new account with no posts, no profile picture and few followers that views every story.',
            },
            {
              tip: 'Look-alike usernames',
              description:
                "Accounts that copy your name or a friend's, or follow the same people you do right after being created.",
            },
            {
              tip: 'Repeated follow requests',
              description: 'Requests that return after you decline or remove them, from the same or new accounts.',
            },
          ],
        },
        {
          heading: 'Unsettling behaviour',
          description: 'Watch for attention that goes beyond normal interest.',
          details: [
            {
              tip: 'Knowing where you are',
              description:
                'Comments or messages that mention places you never tagged, or arrive right after you post a location.',
            },
            {
              tip: 'Deep scrolling',
              description: 'A burst of likes on posts from months or years ago from someone you barely know.',
            },
            {
              tip: 'Pressure in messages',
              description: 'Persistent message requests, demands for replies or anger when you do not answer.',
            },
          ],
        },
      ],
      conclusion:
        'Trust your instinct. You do not need proof to restrict, remove or block an account that makes you uncomfortable.',
    },
    {
      path: 'lock-down-your-profile',
      title: 'Lock down your profile',
      summary: 'Settings that decide who sees your posts, stories and whereabouts.',
      sections: [
        {
          heading: 'Decide who sees your content',
          description: 'Start with the settings that control your audience.',
          details: [
            {
              tip: 'Make your account private',
              description:
                'Only approved followers see your posts, stories, reels and follower lists. Your name, username, profile picture and bio stay visible to everyone.',
            },
            { tip: 'Remove followers', description: 'Remove anyone from your followers list; they are not notified.' },
            {
              tip: 'Hide your story from specific people',
              description: 'In story settings, choose accounts that will not see your stories, without blocking them.',
            },
            {
              tip: 'Use Close Friends',
              description:
                'Share personal stories only with a list you choose. People are not told when you remove them.',
            },
          ],
        },
        {
          heading: 'Share less about where you are',
          description: 'Location is the detail a stalker wants most.',
          details: [
            { tip: 'Post locations later', description: 'Tag a place after you have left it, or not at all.' },
            {
              tip: 'Check location sharing on the map',
              description:
                'If your app has the Instagram map, make sure location sharing is off or limited to people you trust.',
            },
            {
              tip: 'Control tags and mentions',
              description:
                'Allow tags from people you follow or no one, and approve tags manually before they appear on your profile.',
            },
            {
              tip: 'Turn off activity status',
              description:
                'Others will not see when you are online or were last active; you will not see theirs either.',
            },
          ],
        },
      ],
    },
    {
      path: 'restrict-block-report',
      title: 'Restrict, block, limit and report',
      summary: 'Which tool to use, and what the other person sees.',
      overview: 'Instagram does not notify anyone when you restrict, block or report them.',
      sections: [
        {
          heading: 'Choose the right tool',
          description: 'Start gently if you want to avoid a confrontation; go further when you need to.',
          details: [
            {
              tip: 'Restrict',
              description:
                'Their new comments are visible only to them unless you approve them, their messages go to message requests, and they cannot see when you are online or have read their messages.',
            },
            {
              tip: 'Block',
              description:
                'They can no longer find your profile, posts or stories. You can also block new accounts they may create.',
            },
            {
              tip: 'Limits',
              description:
                'Temporarily hide comments and message requests from accounts that do not follow you or followed you only recently, useful during a wave of unwanted attention.',
            },
            {
              tip: 'Hidden Words',
              description:
                'Filter offensive comments and message requests, and add your own list of words and emoji to hide.',
            },
          ],
        },
        {
          heading: 'Report and keep evidence',
          description: 'Reporting helps Instagram act against accounts that harass several people.',
          details: [
            {
              tip: 'Report the account, post or message',
              description: 'Reports are anonymous; the reported account is not told who reported it.',
            },
            {
              tip: 'Save evidence first',
              description:
                'Take screenshots with dates and usernames before you block, because blocking hides their content from you.',
            },
            {
              tip: 'Get help offline',
              description:
                'If you feel in danger or someone threatens you, contact local police or a support service. Stalking is a crime in many countries.',
            },
          ],
        },
      ],
    },
    {
      path: 'secure-your-account',
      title: 'Secure your account and avoid fake apps',
      summary: 'Keep intruders out of your account, not just your feed.',
      overview:
        'The worst kind of stalking is someone reading your messages from inside your account. A few minutes of security settings prevent it.',
      sections: [
        {
          heading: 'Lock the door',
          description: 'Most of these live in Accounts Center, under Password and security.',
          details: [
            {
              tip: 'Two-factor authentication',
              description: 'Require a code from an authentication app or by text message at every new login.',
            },
            {
              tip: 'Where you are logged in',
              description: 'Review devices and locations, and log out any you do not recognise.',
            },
            {
              tip: 'A unique password',
              description: 'Use a password you use nowhere else and change it if you ever shared it.',
            },
          ],
        },
        {
          heading: 'Spot scams',
          description: 'Stalkers and scammers both try to trick you into handing over access.',
          details: [
            {
              tip: 'Profile-viewer and follower apps',
              description:
                'Apps that claim to show who stalks you cannot do so; they exist to collect passwords or money.',
            },
            {
              tip: 'Fake emails from Instagram',
              description:
                'Check Recent emails in Accounts Center, under Password and security. If a message is not listed there, it did not come from Instagram.',
            },
            {
              tip: 'Login codes',
              description: 'Never send anyone a login or verification code, even a friend who asks for help.',
            },
          ],
        },
      ],
      conclusion:
        'You cannot see who looks at your profile, but you can decide what they find, who can reach you and who gets into your account.',
    },
  ],
};
