-- A film's photos are captioned 'Film Image {n}' by default, a release's 'Release Image {n}' (decision 039): a
-- film photo whose caption is still the old default for its place takes the new one.
UPDATE "master_item_images" SET "caption" = 'Film Image ' || "image_order"
  WHERE "caption" = 'Release Image ' || "image_order";
