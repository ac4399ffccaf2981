ALTER TABLE "paymob_payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_captures" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paymob_payments" ADD COLUMN "guest" jsonb;--> statement-breakpoint
ALTER TABLE "paymob_payments" ADD CONSTRAINT "paymob_payments_owner_check" CHECK (("paymob_payments"."user_id" is null) <> ("paymob_payments"."guest" is null));