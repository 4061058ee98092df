import { Fragment } from 'react';
import type { LegalBlock, LegalDocument, LegalParties } from '../../../content/legal/types';
import { useBrand } from '../../app/brand';
import { config } from '../../app/config';
import { FramedPage } from '../-framed-page';
import * as styles from './legal-page.css';

/**
 * A public legal document (spec 2.17) for the brand in force; its back button leads home. A title
 * too long for the top bar heads the document, and the bar shows `headerTitle`.
 */
export function LegalPage({
  documentFor,
  headerTitle,
}: {
  documentFor: (parties: LegalParties) => LegalDocument;
  headerTitle?: string;
}) {
  const brand = useBrand();
  const supportEmail = config.supportEmails[brand.id];
  const { title, lastUpdated, intro, sections } = documentFor({ productName: brand.productName, supportEmail });
  const blocks = (list: readonly LegalBlock[]) =>
    list.map((block, index) => <Block key={index} block={block} supportEmail={supportEmail} />);
  return (
    <FramedPage title={title} headerTitle={headerTitle} backTo="/">
      <article className={styles.document}>
        <p className={styles.updated}>Last updated: {lastUpdated}</p>
        {blocks(intro)}
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {blocks(section.blocks)}
          </section>
        ))}
      </article>
    </FramedPage>
  );
}

function Block({ block, supportEmail }: { block: LegalBlock; supportEmail: string }) {
  if (typeof block === 'string') return <p>{withMailLinks(block, supportEmail)}</p>;
  if ('subheading' in block) return <h3 className={styles.subheading}>{block.subheading}</h3>;
  return (
    <ul className={styles.list}>
      {block.items.map((item) => (
        <li key={item}>{withMailLinks(item, supportEmail)}</li>
      ))}
    </ul>
  );
}

/** The documents are plain text; every mention of the support address becomes a mailto link. */
function withMailLinks(text: string, email: string) {
  return text.split(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <a className={styles.mail} href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {part}
    </Fragment>
  ));
}
