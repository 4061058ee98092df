-- The account's figures over time (the growth chart): a dated row for every Instagram sync (the
-- API's counts, the engagement rate of its posts, reach where its insights give it) and every
-- export upload (its lists' lengths). A chart reads one range of the primary key.
CREATE TABLE profile_history (
  uid text NOT NULL,
  taken_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('instagram', 'export')),
  followers integer,
  following integer,
  posts integer,
  engagement_rate double precision,
  reach integer,
  PRIMARY KEY (uid, taken_at, source)
);
