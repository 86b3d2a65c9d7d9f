-- 缴费订单 (appOnline toPay / checkPayMent): the platform's orders at the payment provider, one
-- application each (docs/payments.md). Amounts are fen; states the platform's words.

CREATE TABLE payment_orders (
  id text PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  application_id text NOT NULL REFERENCES inspection_applications (id),
  unit_id text NOT NULL,
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  channel text NOT NULL,
  provider text NOT NULL,
  state text NOT NULL CHECK (state IN ('支付中', '已支付', '支付失败', '已过期', '已关闭')),
  description text NOT NULL,
  code_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  transaction_id text,
  paid_at timestamptz,
  failure_reason text,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_orders_application_idx ON payment_orders (application_id, created_at);
-- Paying twice is impossible: one open order and one paid order per application at most.
CREATE UNIQUE INDEX payment_orders_one_open_idx ON payment_orders (application_id) WHERE state = '支付中';
CREATE UNIQUE INDEX payment_orders_one_paid_idx ON payment_orders (application_id) WHERE state = '已支付';
