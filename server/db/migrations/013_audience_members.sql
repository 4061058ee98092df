-- Who is in each audience category, queried a page at a time (the category lists on Analytics):
-- an export snapshot's followers and following, and what it adds to the one before it (new and
-- lost followers, a lost one with why where the export tells), one row per account. Keys are the
-- lower-cased usernames in byte order (COLLATE "C"), so a page is a range of the primary key
-- (keyset paging) and a search by the start of a username is one too. Rows are written before
-- their snapshot names them, as the list pieces are (server/profile-sources/audience-members.ts).
CREATE TABLE export_members (
  lists_id text NOT NULL,
  list text NOT NULL CHECK (list IN ('followers', 'following', 'friends', 'new', 'lost')),
  username_key text COLLATE "C" NOT NULL,
  username text NOT NULL,
  followed_at timestamptz,
  reason text CHECK (reason IN ('blocked', 'restricted', 'you-unfollowed')),
  PRIMARY KEY (lists_id, list, username_key)
);

-- How many accounts each of the snapshot's lists holds (a count of a million rows is too slow to
-- run per page). NULL for snapshots stored before their rows were.
ALTER TABLE export_snapshots ADD COLUMN member_counts jsonb;
