CREATE TYPE "public"."payment_kind" AS ENUM('REDIRECT', 'CARD');--> statement-breakpoint
CREATE TYPE "public"."payment_outcome" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "payment_outcome" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" "payment_outcome" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_token" (
	"token" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"last_four" text NOT NULL,
	"outcome" "payment_outcome" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_transaction" (
	"token" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"amount" integer NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" "payment_outcome" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_diner_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diner_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");