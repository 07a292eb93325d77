CREATE TABLE "conversations" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"platform_customer_id" text NOT NULL,
	"platform" text NOT NULL,
	"conversation_id" text NOT NULL,
	"display_name" text NOT NULL,
	"original_display_name" text NOT NULL,
	"picture" text,
	"inbox" text[] DEFAULT '{}'::text[] NOT NULL,
	"friendship" text DEFAULT 'follow' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"last_message" jsonb,
	"badge" integer DEFAULT 0 NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"authority" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"platform" text NOT NULL,
	"content_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"send_type" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text NOT NULL,
	"profile" jsonb,
	"receipt_id" text,
	"client_id" text,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_sequences" (
	"org_id" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"object_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"object_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitors_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_object_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_object_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sequences" ADD CONSTRAINT "org_sequences_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_object_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_org_idx" ON "conversations" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_platform_id_idx" ON "customers" USING btree ("org_id","platform","platform_customer_id");--> statement-breakpoint
CREATE INDEX "customers_org_seq_idx" ON "customers" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "customers_org_last_message_idx" ON "customers" USING btree ("org_id","last_message_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_org_receipt_idx" ON "messages" USING btree ("org_id","receipt_id");--> statement-breakpoint
CREATE INDEX "messages_org_seq_idx" ON "messages" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");