CREATE TABLE "permissions" (
	"object_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_number" integer NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "icon_file_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "redirect_whitelist" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_object_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;