CREATE TYPE "public"."adjustment_type" AS ENUM('PERCENT', 'FIXED');--> statement-breakpoint
CREATE TYPE "public"."code_discount_type" AS ENUM('PERCENT', 'FIXED', 'DELIVERY_FEE');--> statement-breakpoint
CREATE TYPE "public"."abandoned_cart_status" AS ENUM('PENDING', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."analytics_event_type" AS ENUM('PAY_ORDER', 'CREATE_ORDER', 'CONTINUE_TO_CHECKOUT', 'DELETE_ITEM', 'VIEW_ORDER_SUMMARY', 'ADD_ITEM', 'ITEM_VIEW', 'ORDER_MODE_SELECT', 'BRANCH_CONTACT_SELECT', 'LINK_CLICK');--> statement-breakpoint
CREATE TYPE "public"."order_error_type" AS ENUM('MISSING_ITEMS', 'WRONG_ITEMS', 'LATE_DELIVERY', 'COLD_FOOD', 'DAMAGED_PACKAGE', 'NOT_RECEIVED', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."order_payment_status" AS ENUM('PENDING', 'PROCESSING', 'PAID', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('GENERATED', 'UNCONFIRMED', 'ACCEPTED', 'READY', 'PAY_NEEDED', 'DELIVERED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."survey_question_type" AS ENUM('rating', 'text', 'multiselect');--> statement-breakpoint
CREATE SEQUENCE "public"."order_display_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_key" text NOT NULL,
	"name" text,
	"email" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_phone_key_unique" UNIQUE("phone_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_account" (
	"program_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_account_program_id_customer_id_pk" PRIMARY KEY("program_id","customer_id"),
	CONSTRAINT "loyalty_account_balance_check" CHECK ("loyalty_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"post_balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_movement_post_balance_check" CHECK ("loyalty_movement"."post_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_program" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_program_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_percentage" numeric(5, 2) NOT NULL,
	"min_redeemed_points" integer DEFAULT 0 NOT NULL,
	"max_redeemed_points" integer NOT NULL,
	"max_redeemed_percentage" numeric(5, 2) NOT NULL,
	"supports_discounts" boolean DEFAULT true NOT NULL,
	"welcome_text" text,
	CONSTRAINT "loyalty_program_branch_id_unique" UNIQUE("branch_id"),
	CONSTRAINT "loyalty_program_figures_check" CHECK ("loyalty_program"."order_percentage" between 0 and 100 and "loyalty_program"."max_redeemed_percentage" between 0 and 100
        and "loyalty_program"."min_redeemed_points" >= 0 and "loyalty_program"."max_redeemed_points" >= "loyalty_program"."min_redeemed_points")
);
--> statement-breakpoint
CREATE TABLE "loyalty_program_contact" (
	"program_id" integer NOT NULL,
	"branch_contact_id" integer NOT NULL,
	CONSTRAINT "loyalty_program_contact_program_id_branch_contact_id_pk" PRIMARY KEY("program_id","branch_contact_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_reward" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_reward_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"reward_amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"branch_contact_id" integer,
	CONSTRAINT "loyalty_reward_name_unique" UNIQUE("program_id","name"),
	CONSTRAINT "loyalty_reward_amount_check" CHECK ("loyalty_reward"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_reward_claim" (
	"reward_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_reward_claim_reward_id_customer_id_pk" PRIMARY KEY("reward_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"branch_contact_id" integer,
	"code" text NOT NULL,
	"type" "code_discount_type" NOT NULL,
	"value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"minimum_order_amount" integer,
	"plate_id" integer,
	"category_id" integer,
	"max_discount_amount" integer,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"limited_usage" boolean DEFAULT false NOT NULL,
	"order_mode_types" "order_mode_type"[] DEFAULT '{}' NOT NULL,
	"payment_methods" "payment_method"[] DEFAULT '{}' NOT NULL,
	"max_uses" integer,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "discount_code_unique" UNIQUE("branch_id","code"),
	CONSTRAINT "discount_code_upper_check" CHECK ("discount_code"."code" = upper("discount_code"."code")),
	CONSTRAINT "discount_code_value_check" CHECK ("discount_code"."value" >= 0 and ("discount_code"."type" <> 'PERCENT' or "discount_code"."value" <= 100)
        and coalesce("discount_code"."minimum_order_amount", 0) >= 0 and coalesce("discount_code"."max_discount_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_code_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_code_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_code_id" integer NOT NULL,
	"phone_key" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_code_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"amount" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_discount" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "general_discount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_mode_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "adjustment_type" NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"payment_methods" "payment_method"[] DEFAULT '{}' NOT NULL,
	"partner" text,
	"external_benefit_type" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "general_discount_unique" UNIQUE("order_mode_id","name"),
	CONSTRAINT "general_discount_value_check" CHECK ("general_discount"."value" >= 0 and ("general_discount"."type" <> 'PERCENT' or "general_discount"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "general_surcharge" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "general_surcharge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_mode_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "adjustment_type" NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"payment_methods" "payment_method"[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "general_surcharge_unique" UNIQUE("order_mode_id","name"),
	CONSTRAINT "general_surcharge_value_check" CHECK ("general_surcharge"."value" >= 0 and ("general_surcharge"."type" <> 'PERCENT' or "general_surcharge"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "abandoned_cart" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abandoned_cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"branch_contact_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"order_mode_id" integer NOT NULL,
	"email" text,
	"items" jsonb NOT NULL,
	"status" "abandoned_cart_status" DEFAULT 'PENDING' NOT NULL,
	"notify_after" timestamp with time zone NOT NULL,
	"navigation_event" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_cart_phone_local_unique" UNIQUE("phone","branch_contact_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"type" "analytics_event_type" NOT NULL,
	"campaign_id" text,
	"branch_id" integer,
	"branch_contact_id" integer,
	"customer_name" text,
	"customer_phone" text,
	"context" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_event_session_check" CHECK (length("analytics_event"."session_id") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "diner_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diner_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"context" jsonb,
	"branch_contact_id" integer,
	"branch_id" integer,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diner_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diner_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"display_number" integer DEFAULT ((nextval('order_display_number_seq') - 1) % 999) + 1 NOT NULL,
	"branch_id" integer NOT NULL,
	"branch_contact_id" integer NOT NULL,
	"order_mode_id" integer NOT NULL,
	"type" "order_mode_type" NOT NULL,
	"status" "order_status" DEFAULT 'GENERATED' NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"min_delay_in_minutes" integer,
	"max_delay_in_minutes" integer,
	"payment_type_id" integer NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_status" "order_payment_status" DEFAULT 'PENDING' NOT NULL,
	"payment_upload" "payment_upload",
	"payment_reference_id" text,
	"payment_url" text,
	"paid_at" timestamp with time zone,
	"pays_with" integer,
	"customer_id" integer,
	"customer_name" text,
	"phone" text,
	"customer_email" text,
	"document" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'DIRECT' NOT NULL,
	"acquisition_channel" text,
	"installed_app" boolean DEFAULT false NOT NULL,
	"user_external_reference" text,
	"partner_name" text,
	"table_uid" text,
	"destination" jsonb,
	"between_streets" text,
	"details" text,
	"delivery_zone_id" integer,
	"notes" text,
	"order_text" text,
	"items_price" integer NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_code_id" integer,
	"code_discount" integer DEFAULT 0 NOT NULL,
	"loyalty_points_redeemed" integer DEFAULT 0 NOT NULL,
	"loyalty_points_gained" integer DEFAULT 0 NOT NULL,
	"user_service_fee" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"total" integer NOT NULL,
	"error_type" "order_error_type",
	"error_reported_at" timestamp with time zone,
	CONSTRAINT "diner_order_code_unique" UNIQUE("code"),
	CONSTRAINT "diner_order_money_check" CHECK ("diner_order"."items_price" >= 0 and "diner_order"."code_discount" >= 0 and "diner_order"."user_service_fee" >= 0
        and "diner_order"."delivery_fee" >= 0 and "diner_order"."price" >= 0 and "diner_order"."total" >= 0
        and "diner_order"."loyalty_points_redeemed" >= 0 and "diner_order"."loyalty_points_gained" >= 0),
	CONSTRAINT "diner_order_scheduled_check" CHECK (not "diner_order"."scheduled" or "diner_order"."scheduled_at" is not null),
	CONSTRAINT "diner_order_error_check" CHECK (("diner_order"."error_type" is null) = ("diner_order"."error_reported_at" is null))
);
--> statement-breakpoint
CREATE TABLE "diner_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diner_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"plate_id" integer NOT NULL,
	"size_id" integer,
	"category_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_without_modifiers" integer NOT NULL,
	"menu_discount_id" integer,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"acc_price" integer NOT NULL,
	"notes" text,
	"source" text,
	"upsell" boolean DEFAULT false NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "diner_order_line_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "diner_order_line_quantity_check" CHECK ("diner_order_line"."quantity" > 0),
	CONSTRAINT "diner_order_line_money_check" CHECK ("diner_order_line"."unit_price" >= 0 and "diner_order_line"."discount_amount" >= 0 and "diner_order_line"."acc_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_branch_contact_id_unique" UNIQUE("branch_contact_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	CONSTRAINT "survey_answer_unique" UNIQUE("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"type" "survey_question_type" NOT NULL,
	"question_order" integer NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	CONSTRAINT "survey_question_order_unique" UNIQUE("survey_id","question_order")
);
--> statement-breakpoint
CREATE TABLE "survey_question_reason" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_question_reason_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"reason" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_question_reason_unique" UNIQUE("question_id","reason")
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_response_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"general_nps_answer" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_response_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "survey_response_nps_check" CHECK ("survey_response"."general_nps_answer" is null or "survey_response"."general_nps_answer" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "loyalty_account" ADD CONSTRAINT "loyalty_account_program_id_loyalty_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_account" ADD CONSTRAINT "loyalty_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movement" ADD CONSTRAINT "loyalty_movement_program_id_loyalty_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movement" ADD CONSTRAINT "loyalty_movement_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_program" ADD CONSTRAINT "loyalty_program_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_program_contact" ADD CONSTRAINT "loyalty_program_contact_program_id_loyalty_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_program_contact" ADD CONSTRAINT "loyalty_program_contact_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reward" ADD CONSTRAINT "loyalty_reward_program_id_loyalty_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reward" ADD CONSTRAINT "loyalty_reward_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reward_claim" ADD CONSTRAINT "loyalty_reward_claim_reward_id_loyalty_reward_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."loyalty_reward"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reward_claim" ADD CONSTRAINT "loyalty_reward_claim_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_category_id_menu_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_application" ADD CONSTRAINT "discount_code_application_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_usage" ADD CONSTRAINT "discount_code_usage_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_usage" ADD CONSTRAINT "discount_code_usage_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_discount" ADD CONSTRAINT "general_discount_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_surcharge" ADD CONSTRAINT "general_surcharge_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_cart" ADD CONSTRAINT "abandoned_cart_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_cart" ADD CONSTRAINT "abandoned_cart_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_cart" ADD CONSTRAINT "abandoned_cart_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_payment_type_id_payment_type_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_delivery_zone_id_delivery_zone_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order" ADD CONSTRAINT "diner_order_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order_line" ADD CONSTRAINT "diner_order_line_order_id_diner_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diner_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order_line" ADD CONSTRAINT "diner_order_line_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order_line" ADD CONSTRAINT "diner_order_line_size_id_plate_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."plate_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order_line" ADD CONSTRAINT "diner_order_line_category_id_menu_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_order_line" ADD CONSTRAINT "diner_order_line_menu_discount_id_menu_discount_id_fk" FOREIGN KEY ("menu_discount_id") REFERENCES "public"."menu_discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_order_id_diner_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diner_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_response_id_survey_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_question_id_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question" ADD CONSTRAINT "survey_question_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_reason" ADD CONSTRAINT "survey_question_reason_question_id_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_order_id_diner_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diner_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_movement_account_idx" ON "loyalty_movement" USING btree ("program_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "discount_code_application_idx" ON "discount_code_application" USING btree ("discount_code_id","phone_key","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_usage_order_unique" ON "discount_code_usage" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_code_usage_code_idx" ON "discount_code_usage" USING btree ("discount_code_id");--> statement-breakpoint
CREATE INDEX "abandoned_cart_due_idx" ON "abandoned_cart" USING btree ("status","notify_after");--> statement-breakpoint
CREATE INDEX "analytics_event_campaign_idx" ON "analytics_event" USING btree ("branch_id","campaign_id","type");--> statement-breakpoint
CREATE INDEX "analytics_event_local_campaign_idx" ON "analytics_event" USING btree ("branch_contact_id","campaign_id","type");--> statement-breakpoint
CREATE INDEX "diner_log_created_idx" ON "diner_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "diner_order_customer_idx" ON "diner_order" USING btree ("customer_id","ordered_at");--> statement-breakpoint
CREATE INDEX "diner_order_contact_idx" ON "diner_order" USING btree ("branch_contact_id","ordered_at");--> statement-breakpoint
CREATE INDEX "survey_answer_question_idx" ON "survey_answer" USING btree ("question_id");