/** The export upload's limits on the wire (ig-uploadExport): the client checks them before sending, the server again. */

/**
 * The lists' folder: a very large account's followers split into a handful of files, beside
 * following.json and the optional lists (blocked, restricted, unfollowed …); more is a wrong folder.
 */
export const MAX_EXPORT_FILES = 24;
/**
 * The upload (the ZIP, or the JSON files together). A 100,000-follower account's lists are about
 * 22 MB of JSON and under 1 MB zipped (npm run bench:export); an export with photos and videos is far larger.
 */
export const MAX_EXPORT_MEGABYTES = 25;
export const MAX_EXPORT_BYTES = MAX_EXPORT_MEGABYTES * 1024 * 1024;
/** The upload's body: the files plus their multipart framing. */
export const MAX_EXPORT_BODY_BYTES = MAX_EXPORT_BYTES + 64 * 1024;
