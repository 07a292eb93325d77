CREATE TABLE "known_login_places" (
	"user_id" text NOT NULL,
	"ip_address" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_login_places_user_id_ip_address_pk" PRIMARY KEY("user_id","ip_address")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "object_id" text;--> statement-breakpoint
-- Sessions made before this migration get an id from their token hash (10 characters of 0-9 a-f)
-- and count as last seen when they were made.
UPDATE "sessions" SET "object_id" = substr("token_hash", 1, 10);--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "object_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_login_places" ADD CONSTRAINT "known_login_places_user_id_users_object_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_object_id_unique" UNIQUE("object_id");