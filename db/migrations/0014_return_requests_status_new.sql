-- The back office's statuses (new, answered, closed): what the shop stored as 'received' is waiting for an answer.
UPDATE "return_requests" SET "status" = 'new' WHERE "status" = 'received';
