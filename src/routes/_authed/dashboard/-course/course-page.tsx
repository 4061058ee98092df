import { COURSE, LESSON_CARDS, lessonBadge, lessonPdfPath } from '../../../../../content/course';
import { PRO_CARD } from '../../../../../content/dashboard';
import { Card } from '../../../../ui/Card/Card';
import { FramedPage } from '../../../-framed-page';
import { cardLink } from '../index.css';
import * as styles from './course-page.css';
import { LessonIllustration } from './lesson-illustration';

/**
 * Spec 2.12: the ten lesson cards, each opening its PDF in the same window. The course's title is
 * too long for the top bar, which names the dashboard card that leads here.
 */
export function CoursePage() {
  return (
    <FramedPage title={COURSE.title} headerTitle={PRO_CARD.title}>
      <p className={styles.subtitle}>{COURSE.subtitle}</p>
      <ol className={styles.lessons} aria-label="Lessons">
        {LESSON_CARDS.map((lesson, i) => (
          <li key={lesson.title}>
            <Card
              badge={lessonBadge(i + 1)}
              title={lesson.title}
              description={lesson.subtitle}
              illustration={<LessonIllustration art={lesson.art} />}
              // A plain link: the PDF is a static file, not a route, and opens in this window.
              action={
                <a href={lessonPdfPath(i + 1)} className={cardLink}>
                  View lesson {i + 1}
                </a>
              }
            />
          </li>
        ))}
      </ol>
    </FramedPage>
  );
}
