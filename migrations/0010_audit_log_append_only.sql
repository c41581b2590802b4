-- The app only appends to the audit log; an erasure may redact an entry once (old/new values out), nothing else.
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_only_redaction` BEFORE UPDATE ON `audit_log`
WHEN NOT (OLD.`redacted` = 0 AND NEW.`redacted` = 1 AND NEW.`id` IS OLD.`id` AND NEW.`at` IS OLD.`at`
  AND NEW.`actor_id` IS OLD.`actor_id` AND NEW.`actor` IS OLD.`actor` AND NEW.`action` IS OLD.`action` AND NEW.`target` IS OLD.`target`)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
