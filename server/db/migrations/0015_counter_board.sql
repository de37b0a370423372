ALTER TABLE "diner_order" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_contact" ADD COLUMN "board_ready_minutes" integer;