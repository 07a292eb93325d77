CREATE TABLE "kept_messages" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"message_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"author_id" text NOT NULL,
	"template_type" text NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kept_messages" ADD CONSTRAINT "kept_messages_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_messages" ADD CONSTRAINT "kept_messages_conversation_id_conversations_object_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_messages" ADD CONSTRAINT "kept_messages_message_id_messages_object_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_messages" ADD CONSTRAINT "kept_messages_owner_id_users_object_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_author_id_users_object_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kept_messages_org_message_idx" ON "kept_messages" USING btree ("org_id","message_id");--> statement-breakpoint
CREATE INDEX "kept_messages_org_conversation_created_idx" ON "kept_messages" USING btree ("org_id","conversation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reply_templates_org_name_idx" ON "reply_templates" USING btree ("org_id","name");