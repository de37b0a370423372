CREATE TYPE "public"."staff_role" AS ENUM('console', 'manager', 'owner');--> statement-breakpoint
CREATE TABLE "audit_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"branch_contact_id" integer,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_member" ALTER COLUMN "branch_contact_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_member" ADD COLUMN "role" "staff_role" DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_member" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "staff_member" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "staff_member" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "plate" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entry_company_at_idx" ON "audit_entry" USING btree ("company_id","at");--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_member_company_idx" ON "staff_member" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_email_unique" UNIQUE("email");--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_scope_check" CHECK (("staff_member"."role" = 'console' and "staff_member"."branch_contact_id" is not null and "staff_member"."branch_id" is null)
        or ("staff_member"."role" = 'owner' and "staff_member"."company_id" is not null and "staff_member"."email" is not null
            and "staff_member"."branch_id" is null and "staff_member"."branch_contact_id" is null)
        or ("staff_member"."role" = 'manager' and "staff_member"."company_id" is not null and "staff_member"."email" is not null
            and ("staff_member"."branch_id" is null) <> ("staff_member"."branch_contact_id" is null)));