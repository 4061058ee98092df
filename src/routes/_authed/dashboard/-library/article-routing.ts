import { redirect } from '@tanstack/react-router';

/**
 * The redirect rules of spec 2.9. The content is imported on demand so the articles' text stays
 * out of the router chunk that every screen loads.
 */
const loadTopics = () => import('../../../../../content/articles/topics');

/** The topic of `slug`, or a redirect to the dashboard for an unknown one. */
export async function topicOrRedirect(slug: string) {
  const { findTopic } = await loadTopics();
  const topic = findTopic(slug);
  if (!topic) throw redirect({ to: '/dashboard', replace: true });
  return topic;
}

/** The topic and its article `part`; an unknown part redirects to the topic page. */
export async function articleOrRedirect(slug: string, part: string) {
  const topic = await topicOrRedirect(slug);
  const { findArticle } = await loadTopics();
  const article = findArticle(topic, part);
  if (!article) throw redirect({ to: '/dashboard/articles/$topic', params: { topic: topic.slug }, replace: true });
  return { topic, article };
}
