-- Hand-written (keep when regenerating): request counters are safe to lose in a crash, and an
-- unlogged table writes no WAL, so counting a request does not wait for a disk flush at commit.
ALTER TABLE "rate_limits" SET UNLOGGED;
