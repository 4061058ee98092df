/** Sizes of the lists the engine stores in a profile document. */

/** Category tiles show a total; the stored sample of accounts stays small enough for the document and the PDF. */
export const MAX_CATEGORY_ITEMS = 50;
export const TOP_POSTS_COUNT = 5;
