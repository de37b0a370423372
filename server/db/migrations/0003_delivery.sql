CREATE TABLE "logistics_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logistics_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"order_id" integer,
	"order_code" text NOT NULL,
	"customer_name" text,
	"customer_phone" text,
	"destination_address" text NOT NULL,
	"destination_details" text,
	"between_streets" text,
	"destination_lat" double precision,
	"destination_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_order_lat_check" CHECK ("logistics_order"."destination_lat" is null or "logistics_order"."destination_lat" between -90 and 90),
	CONSTRAINT "logistics_order_lng_check" CHECK ("logistics_order"."destination_lng" is null or "logistics_order"."destination_lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "rider" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rider_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"security_code_hash" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"min_eta" integer,
	"max_eta" integer,
	"failed_code_attempts" integer DEFAULT 0 NOT NULL,
	"code_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_failed_attempts_check" CHECK ("rider"."failed_code_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_registration_code" (
	"branch_contact_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_shift" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rider_shift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rider_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "rider_shift_order_check" CHECK ("rider_shift"."ended_at" is null or "rider_shift"."ended_at" >= "rider_shift"."started_at")
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"logistics_order_id" integer NOT NULL,
	"branch_contact_id" integer NOT NULL,
	"status" text DEFAULT 'LOOKING_FOR_DRIVER' NOT NULL,
	"provider_name" text DEFAULT 'OWN_FLEET' NOT NULL,
	"rider_id" integer,
	"rider_name" text,
	"rider_phone" text,
	"rider_last_lat" double precision,
	"rider_last_lng" double precision,
	"rider_position_at" timestamp with time zone,
	"tracking_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"security_code" text,
	"return_shipment" boolean DEFAULT false NOT NULL,
	"stack_id" integer,
	"stacking_order" integer,
	"min_eta" integer,
	"max_eta" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_status_check" CHECK ("shipment"."status" in ('PENDING', 'LOOKING_FOR_DRIVER', 'STACKING', 'ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED', 'CUSTOMER_CANCELED', 'BRANCH_CANCELED')),
	CONSTRAINT "shipment_security_code_check" CHECK ("shipment"."security_code" is null or "shipment"."security_code" ~ '^[0-9]{4,6}$'),
	CONSTRAINT "shipment_rider_position_check" CHECK (("shipment"."rider_last_lat" is null or "shipment"."rider_last_lat" between -90 and 90) and ("shipment"."rider_last_lng" is null or "shipment"."rider_last_lng" between -180 and 180)),
	CONSTRAINT "shipment_eta_check" CHECK ("shipment"."min_eta" is null or "shipment"."max_eta" is null or "shipment"."max_eta" >= "shipment"."min_eta")
);
--> statement-breakpoint
CREATE TABLE "shipment_stack" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_stack_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_contact_id" integer NOT NULL,
	"status" text DEFAULT 'LOOKING_FOR_DRIVER' NOT NULL,
	"provider_name" text DEFAULT 'OWN_FLEET' NOT NULL,
	"rider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_stack_status_check" CHECK ("shipment_stack"."status" in ('PENDING', 'LOOKING_FOR_DRIVER', 'STACKING', 'ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED', 'CUSTOMER_CANCELED', 'BRANCH_CANCELED'))
);
--> statement-breakpoint
ALTER TABLE "logistics_order" ADD CONSTRAINT "logistics_order_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider" ADD CONSTRAINT "rider_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_registration_code" ADD CONSTRAINT "rider_registration_code_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_session" ADD CONSTRAINT "rider_session_rider_id_rider_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."rider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_shift" ADD CONSTRAINT "rider_shift_rider_id_rider_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."rider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_logistics_order_id_logistics_order_id_fk" FOREIGN KEY ("logistics_order_id") REFERENCES "public"."logistics_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_rider_id_rider_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."rider"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_stack_id_shipment_stack_id_fk" FOREIGN KEY ("stack_id") REFERENCES "public"."shipment_stack"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stack" ADD CONSTRAINT "shipment_stack_branch_contact_id_branch_contact_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stack" ADD CONSTRAINT "shipment_stack_rider_id_rider_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."rider"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_order_code_unique" ON "logistics_order" USING btree ("branch_contact_id","order_code");--> statement-breakpoint
CREATE INDEX "logistics_order_order_idx" ON "logistics_order" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_branch_contact_phone_unique" ON "rider" USING btree ("branch_contact_id","phone");--> statement-breakpoint
CREATE INDEX "rider_session_rider_idx" ON "rider_session" USING btree ("rider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_shift_open_unique" ON "rider_shift" USING btree ("rider_id") WHERE "rider_shift"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_tracking_id_unique" ON "shipment" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "shipment_list_idx" ON "shipment" USING btree ("branch_contact_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shipment_rider_idx" ON "shipment" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "shipment_stack_idx" ON "shipment" USING btree ("stack_id");--> statement-breakpoint
CREATE INDEX "shipment_logistics_order_idx" ON "shipment" USING btree ("logistics_order_id");--> statement-breakpoint
CREATE INDEX "shipment_stack_list_idx" ON "shipment_stack" USING btree ("branch_contact_id","status");