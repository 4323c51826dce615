CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttles_key_check" CHECK (length("throttles"."key") = 64),
	CONSTRAINT "throttles_count_check" CHECK ("throttles"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "throttles_expires_at_idx" ON "throttles" USING btree ("expires_at");