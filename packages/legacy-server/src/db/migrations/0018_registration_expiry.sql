-- An account application that waits REGISTRATION_PENDING_DAYS without a decision becomes 已失效
-- (resources/account-registrations/store.ts): it then holds no login name and cannot be approved.
ALTER TABLE account_registrations DROP CONSTRAINT account_registrations_state_check;
ALTER TABLE account_registrations ADD CONSTRAINT account_registrations_state_check CHECK (state IN ('待审核', '已通过', '未通过', '已失效'));
