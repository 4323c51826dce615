ALTER TABLE "basket_items" DROP COLUMN "personal_data";--> statement-breakpoint
ALTER TABLE "measurement_profiles" DROP COLUMN "personal_data";--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "personal_data";