-- Who is in each audience category, queried a page at a time (the category lists on Analytics):
-- an export snapshot's followers and following, and what it adds to the one before it (new and
-- lost followers, a lost one with why where the export tells). Each list is stored in blocks of
-- up to 250 accounts in key order, a row per block keyed by the last key in it: keys are
-- the lower-cased usernames in byte order (COLLATE "C"), so a page starts in the one block its
-- cursor falls in (keyset paging), and a search by the start of a username does too. Blocks are
-- written before their snapshot names them, as the list pieces are
-- (server/profile-sources/member-blocks.ts).
CREATE TABLE export_member_blocks (
  lists_id text NOT NULL,
  list text NOT NULL CHECK (list IN ('followers', 'following', 'friends', 'new', 'lost')),
  last_key text COLLATE "C" NOT NULL,
  -- The block's keys in order, a line each; and its usernames as the export wrote them where any
  -- differs from its key (Instagram's are lower-case already), else NULL.
  keys text NOT NULL,
  usernames text,
  -- When each followed: unix seconds as float64 (NaN where the export does not say), in order.
  followed_at bytea NOT NULL,
  -- Lost followers only: why each left, a byte each (0 unknown, 1 blocked, 2 restricted, 3 you unfollowed).
  reasons bytea,
  PRIMARY KEY (lists_id, list, last_key)
);

-- How many accounts each of the snapshot's lists holds (counting a million accounts per page would
-- be too slow). NULL for snapshots stored before their blocks were.
ALTER TABLE export_snapshots ADD COLUMN member_counts jsonb;
