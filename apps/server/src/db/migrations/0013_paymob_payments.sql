CREATE TABLE "paymob_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"paymob_order_id" bigint NOT NULL,
	"intention_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_reason" text,
	"order_id" integer,
	"transaction_id" bigint,
	"paid_cents" bigint,
	"kiosk_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paymob_payments_status_check" CHECK ("paymob_payments"."status" in ('open', 'declined', 'awaiting', 'paid', 'refund-due', 'refunded', 'expired', 'cancelled')),
	CONSTRAINT "paymob_payments_method_check" CHECK ("paymob_payments"."method" in ('card', 'wallet', 'kiosk'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paymob_payments" ADD CONSTRAINT "paymob_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paymob_payments_order_unique" ON "paymob_payments" USING btree ("paymob_order_id");--> statement-breakpoint
CREATE INDEX "paymob_payments_user_idx" ON "paymob_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "paymob_payments_awaiting_idx" ON "paymob_payments" USING btree ("expires_at") WHERE "paymob_payments"."status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "paymob_payments_due_idx" ON "paymob_payments" USING btree ("next_check_at") WHERE "paymob_payments"."next_check_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('cod', 'paypal', 'card', 'wallet', 'kiosk'));