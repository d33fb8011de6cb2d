-- A release's speed and case type follow its format (decision 038). Only tapes have a recording speed: disc
-- releases saved with one (the form's default was SP whatever the format) lose it.
UPDATE "movie_releases" SET "speed" = NULL
  WHERE "speed" IS NOT NULL
    AND "format" NOT IN ('VHS', 'VHS-C', 'S-VHS', 'D-VHS', 'Beta', 'Betamax', 'Video 8 / Hi8');--> statement-breakpoint
-- A case type the format does not come in (a clamshell DVD) was the form's default left as it was: it is cleared, to
-- be filled again with one the format's list offers.
UPDATE "movie_releases" SET "case_type" = NULL
  WHERE "case_type" IS NOT NULL AND NOT CASE
    WHEN "format" IN ('VHS', 'VHS-C', 'S-VHS', 'D-VHS', 'Beta', 'Betamax', 'Video 8 / Hi8')
      THEN "case_type" IN ('Slipcase', 'Clamshell', 'Big Box', 'Book Box')
    WHEN "format" IN ('LaserDisc', 'CED') THEN "case_type" IN ('Standard', 'Cardboard', 'Big Box')
    ELSE "case_type" IN ('Standard', 'Slipcase', 'Book Box', 'Cardboard')
  END;
