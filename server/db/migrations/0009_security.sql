ALTER TYPE "public"."payment_outcome" ADD VALUE 'EXPIRED';--> statement-breakpoint
ALTER TYPE "public"."payment_outcome" ADD VALUE 'VOIDED';--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"phone_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"proof_hash" text,
	"proof_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verification_proof_hash_unique" UNIQUE("proof_hash")
);
--> statement-breakpoint
ALTER TABLE "rider" DROP CONSTRAINT "rider_failed_attempts_check";--> statement-breakpoint
ALTER TABLE "diner_order" ADD COLUMN "refund_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_card_token" ADD COLUMN "charge_reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_card_token" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch" ADD COLUMN "phone_verification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verification" ADD CONSTRAINT "phone_verification_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verification_phone_idx" ON "phone_verification" USING btree ("branch_id","phone_key");--> statement-breakpoint
ALTER TABLE "rider" DROP COLUMN "failed_code_attempts";--> statement-breakpoint
ALTER TABLE "rider" DROP COLUMN "code_locked_until";--> statement-breakpoint
ALTER TABLE "sandbox_card_token" ADD CONSTRAINT "sandbox_card_token_charge_reference_unique" UNIQUE("charge_reference");