ALTER TABLE "users" ADD COLUMN "tutorial_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_file_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_picture_file_id_files_object_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("object_id") ON DELETE set null ON UPDATE no action;