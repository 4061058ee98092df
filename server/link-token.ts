/**
 * The hash an emailed link's token is stored as (a cancel link, a report download, an address
 * confirmation): the link alone grants its use, so the database never holds the token itself.
 */
import { createHash } from 'node:crypto';

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
