-- Reserved for the delivery work of the customer app; it needs no table (the API's rate limits
-- count in Redis or in the server's memory, http/api-rate-limit.ts).
SELECT 1;
