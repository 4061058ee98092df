-- The subscriber's IANA time zone as their app reports it (validated against the server's Intl):
-- when to post is counted in it. Absent until the app reports one: the analysis then counts in UTC.
CREATE TABLE time_zones (
  uid text PRIMARY KEY,
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL
);
