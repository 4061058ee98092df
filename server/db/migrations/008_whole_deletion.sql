-- A deletion of Instagram data is whole, and Meta's signed_request acts once.

-- Reports made while the profile document held Instagram data: a disconnect or Meta's deletion
-- removes them with the rest. Reports made before this column existed may hold it too.
ALTER TABLE reports ADD COLUMN from_instagram boolean NOT NULL DEFAULT true;

-- What a deletion removed, for its status page; and the signed_request it answered (the SHA-256
-- of its signature), so the same request again answers the same deletion instead of deleting anew.
ALTER TABLE instagram_deletions ADD COLUMN reports_deleted integer NOT NULL DEFAULT 0;
ALTER TABLE instagram_deletions ADD COLUMN request_hash text UNIQUE;
