CREATE TYPE "public"."support_author" AS ENUM('diner', 'staff');--> statement-breakpoint
CREATE TABLE "support_conversation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"branch_contact_id" integer NOT NULL,
	"staff_read_up_to" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversation_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author" "support_author" NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_message_body_check" CHECK (char_length("support_message"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_order_id_diner_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diner_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_conversation_id_support_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_conversation_local_idx" ON "support_conversation" USING btree ("branch_contact_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_message_conversation_idx" ON "support_message" USING btree ("conversation_id","id");