CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"mantissa_length" integer DEFAULT 0 NOT NULL,
	"thousands_separator" text DEFAULT '.' NOT NULL,
	"decimal_separator" text DEFAULT ',' NOT NULL,
	"time_zone" text NOT NULL
);
