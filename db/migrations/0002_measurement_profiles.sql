CREATE TABLE "measurement_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"method" text DEFAULT 'custom' NOT NULL,
	"values" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"personal_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "measurement_profiles_user_id_idx" ON "measurement_profiles" USING btree ("user_id","created_at");