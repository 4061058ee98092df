-- An export snapshot's lists are stored packed (the usernames as JSON, gzip-compressed)
-- in pieces of at most 256 kB instead of two jsonb values. On PGlite every statement runs on the
-- server's own thread: a large account's followers as one jsonb value held it for over half a
-- second on their way in, and again on their way out. The pieces are written before a snapshot
-- names them (server/profile-sources/export-snapshots.ts).
CREATE TABLE export_list_pieces (
  lists_id text NOT NULL,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  written_at timestamptz NOT NULL,
  PRIMARY KEY (lists_id, seq)
);

ALTER TABLE export_snapshots ADD COLUMN lists_id text UNIQUE;
UPDATE export_snapshots SET lists_id = gen_random_uuid()::text;

-- Snapshots stored before keep their lists as one piece of the same JSON, uncompressed: SQL has no
-- gzip, and the readers take both.
INSERT INTO export_list_pieces (lists_id, seq, bytes, written_at)
SELECT
  lists_id,
  0,
  convert_to(
    json_build_object(
      'followers',
      (SELECT coalesce(json_agg(entry->>'username' ORDER BY position), '[]')
       FROM jsonb_array_elements(followers) WITH ORDINALITY AS list(entry, position)),
      'following',
      (SELECT coalesce(json_agg(entry->>'username' ORDER BY position), '[]')
       FROM jsonb_array_elements(following) WITH ORDINALITY AS list(entry, position))
    )::text,
    'UTF8'
  ),
  taken_at
FROM export_snapshots;

ALTER TABLE export_snapshots ALTER COLUMN lists_id SET NOT NULL;
ALTER TABLE export_snapshots DROP COLUMN followers;
ALTER TABLE export_snapshots DROP COLUMN following;
