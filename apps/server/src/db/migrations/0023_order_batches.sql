-- Reserved: replace this line and the SELECT with the migration (placeholders keep the journal fixed while several changes are under way).
SELECT 1;
