-- The back office's statuses (new, answered, closed): what the shop stored as 'received' is waiting for an answer.
UPDATE "return_requests" SET "status" = 'new' WHERE "status" = 'received';--> statement-breakpoint
CREATE TABLE "return_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "return_request_events_kind_check" CHECK ("return_request_events"."kind" in ('status', 'note', 'reply')),
	CONSTRAINT "return_request_events_status_check" CHECK ("return_request_events"."from_status" in ('new', 'answered', 'closed') and "return_request_events"."to_status" in ('new', 'answered', 'closed'))
);
--> statement-breakpoint
DROP INDEX "return_requests_created_at_idx";--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_events_request_idx" ON "return_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "return_requests_list_idx" ON "return_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_reason_idx" ON "return_requests" USING btree ("reason","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_email_prefix_idx" ON "return_requests" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('new', 'answered', 'closed'));