CREATE TYPE "public"."file_type" AS ENUM('LOGO', 'HORIZONTAL_LOGO', 'BACKGROUND_LOGO', 'BANNER_LOGO', 'PLATE_IMAGE', 'CATEGORY_IMAGE');--> statement-breakpoint
CREATE TYPE "public"."customization_theme" AS ENUM('DEFAULT', 'BANNER', 'IMPACT');--> statement-breakpoint
CREATE TYPE "public"."menu_discount_type" AS ENUM('PERCENT', 'MULTIPLE', 'FIXED', 'FINAL_PRICE');--> statement-breakpoint
CREATE TYPE "public"."hours_policy" AS ENUM('BRANCH_HOURS', 'OWN_HOURS', 'WITHIN_BRANCH_HOURS');--> statement-breakpoint
CREATE TYPE "public"."order_mode_type" AS ENUM('DELIVERY', 'TAKE_AWAY', 'TABLE', 'SELF_SERVICE');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CASH', 'ONLINE_CARD', 'PAYMENT_LINK', 'BANK_REDIRECT');--> statement-breakpoint
CREATE TYPE "public"."payment_upload" AS ENUM('APP', 'API');--> statement-breakpoint
CREATE TYPE "public"."scheduled_orders" AS ENUM('NONE', 'ALLOWED', 'ONLY');--> statement-breakpoint
CREATE TYPE "public"."alias_kind" AS ENUM('company', 'branch', 'branchContact');--> statement-breakpoint
CREATE TABLE "delivery_zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"polygon" jsonb NOT NULL,
	"fee" integer NOT NULL,
	"minimum" integer DEFAULT 0 NOT NULL,
	"free_delivery_from" integer,
	"eta_min" integer NOT NULL,
	"eta_max" integer NOT NULL,
	"cash_allowed" boolean DEFAULT true NOT NULL,
	"riders_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_zone_unique" UNIQUE("branch_contact_id","name"),
	CONSTRAINT "delivery_zone_money_check" CHECK ("delivery_zone"."fee" >= 0 and "delivery_zone"."minimum" >= 0 and coalesce("delivery_zone"."free_delivery_from", 0) >= 0),
	CONSTRAINT "delivery_zone_eta_check" CHECK ("delivery_zone"."eta_min" >= 0 and "delivery_zone"."eta_max" >= "delivery_zone"."eta_min")
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "file_type" NOT NULL,
	"url" text NOT NULL,
	"branch_id" integer,
	"plate_id" integer,
	"category_id" integer,
	CONSTRAINT "file_branch_type_unique" UNIQUE("branch_id","type"),
	CONSTRAINT "file_plate_type_unique" UNIQUE("plate_id","type"),
	CONSTRAINT "file_category_type_unique" UNIQUE("category_id","type"),
	CONSTRAINT "file_owner_check" CHECK (case
        when "file"."type" in ('PLATE_IMAGE') then "file"."plate_id" is not null and num_nonnulls("file"."branch_id", "file"."category_id") = 0
        when "file"."type" in ('CATEGORY_IMAGE') then "file"."category_id" is not null and num_nonnulls("file"."branch_id", "file"."plate_id") = 0
        else "file"."branch_id" is not null and num_nonnulls("file"."plate_id", "file"."category_id") = 0
      end)
);
--> statement-breakpoint
CREATE TABLE "category_indicator" (
	"category_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	CONSTRAINT "category_indicator_category_id_indicator_id_pk" PRIMARY KEY("category_id","indicator_id")
);
--> statement-breakpoint
CREATE TABLE "garnish" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garnish_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"garnish_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "garnish_unique" UNIQUE("garnish_group_id","name"),
	CONSTRAINT "garnish_price_check" CHECK ("garnish"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "garnish_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garnish_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plate_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"multiple_selection" boolean DEFAULT false NOT NULL,
	"min_garnish_amount" integer DEFAULT 0 NOT NULL,
	"max_garnish_amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "garnish_group_unique" UNIQUE("plate_id","name"),
	CONSTRAINT "garnish_group_amount_check" CHECK ("garnish_group"."min_garnish_amount" >= 0 and "garnish_group"."max_garnish_amount" >= greatest("garnish_group"."min_garnish_amount", 1))
);
--> statement-breakpoint
CREATE TABLE "indicator" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "indicator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"show_name" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	CONSTRAINT "indicator_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_branch_name_unique" UNIQUE("branch_id","name")
);
--> statement-breakpoint
CREATE TABLE "menu_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_category_unique" UNIQUE("menu_id","name")
);
--> statement-breakpoint
CREATE TABLE "menu_customization" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_customization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"resource" text NOT NULL,
	"display_type" text DEFAULT 'DEFAULT' NOT NULL,
	"theme" "customization_theme" DEFAULT 'DEFAULT' NOT NULL,
	"commands" text DEFAULT '{}' NOT NULL,
	CONSTRAINT "menu_customization_unique" UNIQUE("branch_id","resource")
);
--> statement-breakpoint
CREATE TABLE "menu_discount" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_discount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "menu_discount_type" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"percentage" numeric(5, 2),
	"buy" integer,
	"pay" integer,
	"fixed_discount" integer,
	"final_price" integer,
	CONSTRAINT "menu_discount_unique" UNIQUE("branch_id","name"),
	CONSTRAINT "menu_discount_kind_check" CHECK (case "menu_discount"."type"
        when 'PERCENT' then "menu_discount"."percentage" > 0 and "menu_discount"."percentage" <= 100
        when 'MULTIPLE' then "menu_discount"."buy" > "menu_discount"."pay" and "menu_discount"."pay" > 0
        when 'FIXED' then "menu_discount"."fixed_discount" > 0
        when 'FINAL_PRICE' then "menu_discount"."final_price" >= 0
      end)
);
--> statement-breakpoint
CREATE TABLE "menu_discount_plate" (
	"menu_discount_id" integer NOT NULL,
	"plate_id" integer NOT NULL,
	CONSTRAINT "menu_discount_plate_menu_discount_id_plate_id_pk" PRIMARY KEY("menu_discount_id","plate_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"category_id" integer NOT NULL,
	"plate_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"price_override" integer,
	"remarked" boolean DEFAULT false NOT NULL,
	"upselled" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_item_category_id_plate_id_pk" PRIMARY KEY("category_id","plate_id"),
	CONSTRAINT "menu_item_price_check" CHECK ("menu_item"."price_override" is null or "menu_item"."price_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"description" text,
	"price" integer,
	"max_quantity" integer,
	CONSTRAINT "plate_branch_name_unique" UNIQUE("branch_id","name"),
	CONSTRAINT "plate_price_check" CHECK ("plate"."price" is null or "plate"."price" >= 0),
	CONSTRAINT "plate_max_quantity_check" CHECK ("plate"."max_quantity" is null or "plate"."max_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "plate_indicator" (
	"plate_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	CONSTRAINT "plate_indicator_plate_id_indicator_id_pk" PRIMARY KEY("plate_id","indicator_id")
);
--> statement-breakpoint
CREATE TABLE "plate_size" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plate_size_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plate_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plate_size_unique" UNIQUE("plate_id","name"),
	CONSTRAINT "plate_size_price_check" CHECK ("plate_size"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_mode" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_mode_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"type" "order_mode_type" NOT NULL,
	"path_name" text NOT NULL,
	"show_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_enabled" boolean DEFAULT true NOT NULL,
	"use_schedule" boolean DEFAULT false NOT NULL,
	"hours_policy" "hours_policy" DEFAULT 'BRANCH_HOURS' NOT NULL,
	"scheduled_orders" "scheduled_orders" DEFAULT 'NONE' NOT NULL,
	"manually_closed" boolean DEFAULT false NOT NULL,
	"min_delay_in_minutes" integer DEFAULT 0 NOT NULL,
	"max_delay_in_minutes" integer DEFAULT 0 NOT NULL,
	"menu_id" integer NOT NULL,
	"user_fee" integer DEFAULT 0 NOT NULL,
	"percentage_user_fee" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_mode_path_unique" UNIQUE("branch_contact_id","path_name"),
	CONSTRAINT "order_mode_type_unique" UNIQUE("branch_contact_id","type"),
	CONSTRAINT "order_mode_delay_check" CHECK ("order_mode"."min_delay_in_minutes" >= 0 and "order_mode"."max_delay_in_minutes" >= "order_mode"."min_delay_in_minutes"),
	CONSTRAINT "order_mode_fee_check" CHECK ("order_mode"."user_fee" >= 0 and "order_mode"."percentage_user_fee" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "payment_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_mode_id" integer NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"show_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"upload" "payment_upload" DEFAULT 'APP' NOT NULL,
	"provider_name" text,
	CONSTRAINT "payment_type_mode_method_unique" UNIQUE("order_mode_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer,
	"order_mode_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_branch_contact_position_unique" UNIQUE("branch_contact_id","position"),
	CONSTRAINT "schedule_order_mode_position_unique" UNIQUE("order_mode_id","position"),
	CONSTRAINT "schedule_owner_check" CHECK (num_nonnulls("schedule"."branch_contact_id", "schedule"."order_mode_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "schedule_config" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_config_position_unique" UNIQUE("schedule_id","position")
);
--> statement-breakpoint
CREATE TABLE "working_day" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_config_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	CONSTRAINT "working_day_unique" UNIQUE("schedule_config_id","day_of_week"),
	CONSTRAINT "working_day_day_check" CHECK ("working_day"."day_of_week" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "working_hour" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_hour_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"working_day_id" integer NOT NULL,
	"start_at" text NOT NULL,
	"end_at" text NOT NULL,
	CONSTRAINT "working_hour_unique" UNIQUE("working_day_id","start_at"),
	CONSTRAINT "working_hour_format_check" CHECK ("working_hour"."start_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "working_hour"."end_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and "working_hour"."start_at" < "working_hour"."end_at")
);
--> statement-breakpoint
CREATE TABLE "alias" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" "alias_kind" NOT NULL,
	CONSTRAINT "alias_name_kind_unique" UNIQUE("name","kind")
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"alias" text NOT NULL,
	"alias_kind" "alias_kind" DEFAULT 'branch' NOT NULL,
	"name" text NOT NULL,
	"general_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_message" text,
	"time_zone" text NOT NULL,
	"ask_for_location" boolean DEFAULT false NOT NULL,
	"fb_pixel_id" text,
	"google_tag_manager_id" text,
	"google_analytics_id" text,
	CONSTRAINT "branch_alias_unique" UNIQUE("alias"),
	CONSTRAINT "branch_alias_kind_check" CHECK ("branch"."alias_kind" = 'branch')
);
--> statement-breakpoint
CREATE TABLE "branch_contact" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"alias" text NOT NULL,
	"alias_kind" "alias_kind" DEFAULT 'branchContact' NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"zone" text,
	"locality" text,
	"city" text NOT NULL,
	"postal_code" text,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"call_phone" text,
	"whats_app_phone" text,
	"mandatory_email" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"between_streets_required" boolean DEFAULT false NOT NULL,
	"nps_avg" double precision,
	"online_payment_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "branch_contact_alias_unique" UNIQUE("alias"),
	CONSTRAINT "branch_contact_alias_kind_check" CHECK ("branch_contact"."alias_kind" = 'branchContact'),
	CONSTRAINT "branch_contact_lat_check" CHECK ("branch_contact"."lat" between -90 and 90),
	CONSTRAINT "branch_contact_lng_check" CHECK ("branch_contact"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"alias_kind" "alias_kind" DEFAULT 'company' NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "company_alias_unique" UNIQUE("alias"),
	CONSTRAINT "company_alias_kind_check" CHECK ("company"."alias_kind" = 'company')
);
--> statement-breakpoint
ALTER TABLE "delivery_zone" ADD CONSTRAINT "delivery_zone_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_category_id_menu_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_indicator" ADD CONSTRAINT "category_indicator_category_id_menu_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_indicator" ADD CONSTRAINT "category_indicator_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garnish" ADD CONSTRAINT "garnish_garnish_group_id_garnish_group_id_fk" FOREIGN KEY ("garnish_group_id") REFERENCES "public"."garnish_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garnish_group" ADD CONSTRAINT "garnish_group_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category" ADD CONSTRAINT "menu_category_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_customization" ADD CONSTRAINT "menu_customization_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_discount" ADD CONSTRAINT "menu_discount_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_discount_plate" ADD CONSTRAINT "menu_discount_plate_menu_discount_id_menu_discount_id_fk" FOREIGN KEY ("menu_discount_id") REFERENCES "public"."menu_discount"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_discount_plate" ADD CONSTRAINT "menu_discount_plate_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_category_id_menu_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate" ADD CONSTRAINT "plate_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_indicator" ADD CONSTRAINT "plate_indicator_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_indicator" ADD CONSTRAINT "plate_indicator_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_size" ADD CONSTRAINT "plate_size_plate_id_plate_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mode" ADD CONSTRAINT "order_mode_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mode" ADD CONSTRAINT "order_mode_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_type" ADD CONSTRAINT "payment_type_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_order_mode_id_order_mode_id_fk" FOREIGN KEY ("order_mode_id") REFERENCES "public"."order_mode"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_config" ADD CONSTRAINT "schedule_config_schedule_id_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_day" ADD CONSTRAINT "working_day_schedule_config_id_schedule_config_id_fk" FOREIGN KEY ("schedule_config_id") REFERENCES "public"."schedule_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hour" ADD CONSTRAINT "working_hour_working_day_id_working_day_id_fk" FOREIGN KEY ("working_day_id") REFERENCES "public"."working_day"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_alias_alias_kind_alias_name_kind_fk" FOREIGN KEY ("alias","alias_kind") REFERENCES "public"."alias"("name","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_contact" ADD CONSTRAINT "branch_contact_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_contact" ADD CONSTRAINT "branch_contact_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_contact" ADD CONSTRAINT "branch_contact_alias_alias_kind_alias_name_kind_fk" FOREIGN KEY ("alias","alias_kind") REFERENCES "public"."alias"("name","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_alias_alias_kind_alias_name_kind_fk" FOREIGN KEY ("alias","alias_kind") REFERENCES "public"."alias"("name","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_discount_plate_plate_idx" ON "menu_discount_plate" USING btree ("plate_id");--> statement-breakpoint
CREATE INDEX "menu_item_plate_idx" ON "menu_item" USING btree ("plate_id");--> statement-breakpoint
CREATE INDEX "order_mode_menu_idx" ON "order_mode" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "branch_company_idx" ON "branch" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "branch_contact_branch_idx" ON "branch_contact" USING btree ("branch_id");