-- Cloud functions (spec 7): news, the social-profile document per user, emailed PDF reports.

-- News items (spec 3), seeded from content/news.ts on first start; position orders the list.
CREATE TABLE news (
  slug text PRIMARY KEY,
  position integer NOT NULL,
  title text NOT NULL,
  image_path text NOT NULL,
  paragraphs text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One social-profile document per user (spec 3); its computation is another job. The answer's
-- _updatedAt is updated_at, so the insights countdown runs from the real update time.
CREATE TABLE profile_documents (
  uid text PRIMARY KEY,
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Generated PDF reports, fetched by an emailed link. Only a hash of the link's random token is
-- kept, so a copy of the database does not hand out working links.
CREATE TABLE reports (
  token_hash text PRIMARY KEY,
  uid text NOT NULL,
  pdf bytea NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX reports_expires_idx ON reports (expires_at);
