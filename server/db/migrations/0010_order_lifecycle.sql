ALTER TABLE "diner_order" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "key_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_key_attempts_check" CHECK ("shipment"."key_attempts" >= 0);
