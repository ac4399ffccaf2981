CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_key_pk" PRIMARY KEY("kind","key")
);
