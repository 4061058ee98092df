import type { ArticleTopic } from './types';

/** Secret Admirers (spec 2.9): four parts, truthful about what Instagram reveals. */
export const SECRET_ADMIRERS: ArticleTopic = {
  slug: 'secret-admirers',
  title: 'Secret Admirers',
  description:
    'Someone keeps watching your stories but never likes a post? Instagram does not tell you who visits your profile, but it does leave honest clues. Learn what you can see, what you cannot, and why apps that promise a list of admirers are a trap.',
  illustration: 'secretAdmirers',
  imageAlt: 'A heart with a half-hidden eye',
  articles: [
    {
      path: 'what-instagram-shows',
      title: 'What Instagram really shows you',
      summary: 'The attention you can see, and the profile visits you never will.',
      overview:
        'Instagram does not let anyone see who viewed their profile, and no outside app can get that list either. What you can see is every action someone takes openly: a view of your story, a like, a comment, a follow, a share or a mention.',
      sections: [
        {
          heading: 'What is visible to you',
          description: 'These actions carry a name, so they are the only reliable evidence of who is paying attention.',
          details: [
            {
              tip: 'Story viewers',
              description:
                'For 48 hours after you post a story, you can see the list of accounts that viewed it, including people who do not follow you if your account is public.',
            },
            {
              tip: 'Likes, comments and story likes',
              description: 'Each one shows in your notifications with the account that left it.',
            },
            {
              tip: 'Follows and follow requests',
              description: 'A new follower, or a request if your account is private, shows up in your activity.',
            },
            {
              tip: 'Mentions, tags and DMs',
              description: 'Being tagged, mentioned or messaged always tells you who did it.',
            },
          ],
        },
        {
          heading: 'What stays hidden',
          description: 'Some attention leaves no name behind, for you or for anyone else.',
          details: [
            {
              tip: 'Profile visits',
              description:
                'Nobody can see who opened their profile. Professional accounts only see how many visits there were.',
            },
            {
              tip: 'Who watched a reel or post',
              description: 'You see counts of views and likes, not the list of people who watched or scrolled past.',
            },
            {
              tip: 'Searches and screenshots',
              description:
                'Instagram does not say who searched for you, and it does not notify anyone about screenshots of posts or stories. It only flags screenshots of disappearing photos and videos sent in a chat.',
            },
          ],
        },
      ],
      conclusion:
        'If an app, a website or a message promises to reveal who viewed your profile, it is claiming something Instagram itself does not offer.',
    },
    {
      path: 'reading-the-signals',
      title: 'Reading the signals of a secret admirer',
      summary: 'Patterns in your story viewers that hint at quiet interest.',
      overview:
        'A secret admirer is usually someone who watches closely but rarely interacts in public. The clues are in patterns over weeks, not in a single view. Treat them as hints, never as proof.',
      sections: [
        {
          heading: 'Look at your story viewers over time',
          description: 'Your story viewer list is the one place where quiet watchers leave their names.',
          details: [
            {
              tip: 'Regular viewers who never react',
              description:
                'Someone who sees nearly every story but never likes or replies is following your life closely.',
            },
            {
              tip: 'Viewers who do not follow you',
              description: 'On a public account, a non-follower who appears again and again is checking in on purpose.',
            },
            {
              tip: 'Do not over-read the order',
              description:
                'Instagram ranks the viewer list with its own signals. The top names are not a reliable list of who checks your profile most.',
            },
          ],
        },
        {
          heading: 'Notice small, deliberate gestures',
          description: 'Shy admirers often choose actions that feel low-risk.',
          details: [
            {
              tip: 'Story likes instead of replies',
              description:
                'A heart on a story is private between you and the sender, a gentle way to say "I saw this".',
            },
            {
              tip: 'Likes on old posts',
              description: 'A like on something from months ago means someone scrolled far down your grid.',
            },
            {
              tip: 'Replies to polls and questions',
              description: 'Stickers give people an easy excuse to start a conversation.',
            },
          ],
        },
      ],
      conclusion:
        'If you want to know whether someone is interested, the most reliable method is still the simplest: reply to their story or start a conversation.',
    },
    {
      path: 'measuring-quiet-attention',
      title: 'Using insights to measure quiet attention',
      summary: 'What professional account insights tell you, in numbers rather than names.',
      overview:
        'A free professional account (creator or business) unlocks Insights. It will not name your admirers, but it shows how much attention your profile gets and where it comes from.',
      sections: [
        {
          heading: 'Numbers worth watching',
          description: 'Insights count actions for each post and for your account as a whole.',
          details: [
            {
              tip: 'Profile activity',
              description: 'How many profile visits and link taps a post or period produced.',
            },
            {
              tip: 'Accounts reached',
              description: 'How many unique accounts saw your content, split into followers and non-followers.',
            },
            {
              tip: 'Shares and saves',
              description:
                'How often people sent a post to someone or kept it for later: quiet interest that never shows as a like.',
            },
          ],
        },
        {
          heading: 'Before you switch',
          description: 'A professional account changes a few things about your profile.',
          details: [
            {
              tip: 'Business accounts are public',
              description:
                'A business account cannot be private. Check the privacy options of the account type you choose before switching.',
            },
            {
              tip: 'You can switch back',
              description:
                'Going back to a personal account is possible in settings, though past insights are not kept.',
            },
          ],
        },
      ],
    },
    {
      path: 'profile-viewer-apps',
      title: 'Profile-viewer apps: why they fail and what they cost',
      summary: 'Why "see who viewed your profile" apps are scams, and what to do if you used one.',
      overview:
        'Instagram does not give third-party apps any information about who views a profile, so no app can show it. Apps and sites that claim to are guessing, inventing names or, worst of all, collecting your password.',
      sections: [
        {
          heading: 'How these apps work',
          description: 'They show a plausible list to keep you paying or to take over your account.',
          details: [
            {
              tip: 'Invented results',
              description: 'The "viewers" are usually people you already interact with, picked from likes and follows.',
            },
            {
              tip: 'Credential theft',
              description:
                'Asking you to log in with your Instagram password lets the app use, sell or lock you out of your account.',
            },
            {
              tip: 'Rule breaking',
              description:
                "Apps that automate your account or collect data break Instagram's terms, which can get your account restricted.",
            },
          ],
        },
        {
          heading: 'If you already gave an app your password',
          description: 'Act quickly, in this order.',
          details: [
            { tip: 'Change your password', description: 'Use a new, unique password you have not used anywhere else.' },
            {
              tip: 'Log out other sessions',
              description:
                'In Accounts Center, under Password and security, check where you are logged in and remove unknown devices.',
            },
            {
              tip: 'Turn on two-factor authentication',
              description: 'An authentication app or a code by text keeps a stolen password from being enough.',
            },
            {
              tip: "Remove the app's access",
              description:
                'Delete the app from your phone and remove it from the apps and websites connected to your account.',
            },
          ],
        },
      ],
      conclusion:
        'Your profile visitors stay private, and so do your visits to other people. That privacy protects you too.',
    },
  ],
};
