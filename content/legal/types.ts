/** Shape of the two legal documents (spec 2.17): plain text data, rendered by src/routes/-legal. */

/** A paragraph, a bulleted list, or a sub-heading inside a section. */
export type LegalBlock = string | { items: readonly string[] } | { subheading: string };

interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

/** What differs per brand: the documents name the brand's product and support address. */
export interface LegalParties {
  productName: string;
  supportEmail: string;
}

/** Both documents carry the date of spec 1 and 9. */
export const LEGAL_LAST_UPDATED = 'Mar 29, 2024';
