/** The news list (machines/news.machine.ts) in words: see wording.ts. */
import type { FlowWording, WordedEvent } from './wording';

const count = (event: WordedEvent) => (Array.isArray(event.output) ? event.output.length : 0);

export const wording: FlowWording = {
  precondition: () => 'A signed-in subscriber; the app has just started.',
  steps: {
    'news.fetch': () => 'Open the app (it asks for the news once, at start)',
    'news.retry': () => "On the News screen, press 'Try again'",
    'done:fetchNews': (event) =>
      count(event) ? `The news call answers ${count(event)} news items` : 'The news call answers an empty list',
    'error:fetchNews': () => 'The news call fails (the server answers 500)',
  },
};
